import { bookingListParamsSchema } from "@/server/bookings/booking-list-params";
import { okList } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { listPartnerBookings } from "@/server/partners/partner-bookings";
import { requirePartner } from "@/server/partners/guards";

/** GET /api/partner/bookings: the signed-in partner's guest-page bookings, paged. */
export const GET = route(async (request) => {
  const { user, partner } = await requirePartner(request);
  const params = parseSearchParams(request, bookingListParamsSchema);
  const { data, pagination } = await listPartnerBookings({ user, partner, params });
  return okList(data, { pagination });
});
