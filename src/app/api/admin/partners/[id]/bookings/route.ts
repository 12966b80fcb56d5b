import { partnerIdParamsSchema } from "@/lib/validations/partner-ids";
import { requireRole } from "@/server/auth/guards";
import { bookingListParamsSchema } from "@/server/bookings/booking-list-params";
import { okList } from "@/server/http/envelope";
import { notFound } from "@/server/http/errors";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { listBookingsOfPartner } from "@/server/partners/admin-partner-details";
import { findPartnerById, PARTNER_NOT_FOUND } from "@/server/partners/queries";

/** GET /api/admin/partners/{id}/bookings: View Details' bookings of the partner, paged. */
export const GET = route({ params: partnerIdParamsSchema }, async (request, { params }) => {
  await requireRole(request, "admin");
  const query = parseSearchParams(request, bookingListParamsSchema);
  const partner = await findPartnerById(params.id);
  if (!partner) throw notFound(PARTNER_NOT_FOUND);
  const { data, pagination } = await listBookingsOfPartner(partner, query);
  return okList(data, { pagination });
});
