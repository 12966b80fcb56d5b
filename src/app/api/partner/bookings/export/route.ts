import { bookingListParamsSchema } from "@/server/bookings/booking-list-params";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { partnerBookingsCsv } from "@/server/partners/partner-export";
import { requirePartner } from "@/server/partners/guards";

/** GET /api/partner/bookings/export: the CSV of the filtered rows (every page), formulas escaped. */
export const GET = route(async (request) => {
  const { user, partner } = await requirePartner(request);
  const params = parseSearchParams(request, bookingListParamsSchema);
  return partnerBookingsCsv({ user, partner, params });
});
