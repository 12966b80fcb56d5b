import { partnerIdParamsSchema } from "@/lib/validations/partner-ids";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { notFound } from "@/server/http/errors";
import { route } from "@/server/http/route";
import { findPartnerById, PARTNER_NOT_FOUND } from "@/server/partners/queries";
import { listTickets } from "@/server/partners/tickets";

/** GET /api/admin/partners/{id}/tickets: View Details' support tickets of the partner. */
export const GET = route({ params: partnerIdParamsSchema }, async (request, { params }) => {
  await requireRole(request, "admin");
  const partner = await findPartnerById(params.id);
  if (!partner) throw notFound(PARTNER_NOT_FOUND);
  return ok(await listTickets({ partnerId: partner.partner_id }), {
    headers: { "cache-control": "no-store" },
  });
});
