import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { partnerBookingSummary } from "@/server/partners/partner-bookings";
import { requirePartner } from "@/server/partners/guards";

/** GET /api/partner/bookings/summary: the four Recent Bookings cards. */
export const GET = route(async (request) => {
  const { partner } = await requirePartner(request);
  const summary = await partnerBookingSummary(partner.partner_id);
  return ok(summary, { headers: { "cache-control": "no-store" } });
});
