import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { ok } from "@/server/http/envelope";
import { notFound } from "@/server/http/errors";
import { route } from "@/server/http/route";
import { findPartnerBooking } from "@/server/partners/partner-bookings";
import { requirePartner } from "@/server/partners/guards";

/** GET /api/partner/bookings/{id}: View Details; another partner's booking answers 404. */
export const GET = route({ params: bookingIdParamsSchema }, async (request, { params }) => {
  const { partner } = await requirePartner(request);
  const booking = await findPartnerBooking(partner.partner_id, params.id);
  if (!booking) throw notFound("Booking not found");
  return ok(booking, { headers: { "cache-control": "no-store" } });
});
