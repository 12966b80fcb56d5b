import { recentBookings } from "@/server/bookings/booking-details";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";

export const dynamic = "force-dynamic";

/** The 7 bookings received last (administrators only). */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  return ok(await recentBookings(7), { headers: { "cache-control": "no-store" } });
});
