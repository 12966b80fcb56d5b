import { totalBookingsStat } from "@/server/reports/dashboard";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";

export const dynamic = "force-dynamic";

/** Bookings received in the last 30 days against the 30 before (administrators only). */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  return ok(await totalBookingsStat(), { headers: { "cache-control": "no-store" } });
});
