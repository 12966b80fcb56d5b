import { requireRole } from "@/server/auth/guards";
import { bookingListParamsSchema } from "@/server/bookings/booking-list-params";
import { exportConsoleBookingsCsv } from "@/server/bookings/export-bookings";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/** GET /api/admin/bookings/export?<the list's parameters>: the console's filtered rows as CSV. */
export const GET = route(async (request) => {
  const admin = await requireRole(request, "admin");
  const params = parseSearchParams(request, bookingListParamsSchema);
  const filename = `bookings-${new Date().toISOString().slice(0, 10)}.csv`;
  return exportConsoleBookingsCsv({ viewer: admin, params, filename });
});
