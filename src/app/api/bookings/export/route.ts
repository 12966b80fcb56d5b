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
  const tab = params.tab ?? "all";
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(exportBookingsCsv({ viewer, params }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="bookings-${tab}-${stamp}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
