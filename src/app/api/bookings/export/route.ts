import { requireUser } from "@/server/auth/guards";
import { bookingListParamsSchema } from "@/server/bookings/booking-list-params";
import { exportBookingsCsv } from "@/server/bookings/export-bookings";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";

/**
 * GET /api/bookings/export: the CSV of every booking the list's search, tab and filters select
 * (all pages, the page and cursor ignored), streamed, formulas escaped. Same scope as the list.
 */
export const GET = route(async (request) => {
  const viewer = await requireUser(request);
  const params = parseSearchParams(request, bookingListParamsSchema);
  const stamp = new Date().toISOString().slice(0, 10);
  const filename = `bookings-${params.tab ?? "all"}-${stamp}.csv`;
  return exportBookingsCsv({ viewer, params, filename });
});
