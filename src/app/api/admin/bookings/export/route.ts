import { bookingListQuerySchema } from "@/lib/validations/booking-list";
import { exportBookingsCsv } from "@/server/admin/booking-export";
import { requireRole } from "@/server/auth/guards";
import { route } from "@/server/http/route";
import { parseWith } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/** GET /api/admin/bookings/export?<the list's parameters>: the filtered rows as CSV. */
export const GET = route(async (request) => {
  const admin = await requireRole(request, "admin");
  const query = parseWith(bookingListQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
  return exportBookingsCsv(query, admin);
});
