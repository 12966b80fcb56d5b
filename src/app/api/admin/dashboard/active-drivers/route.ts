import { activeDriversStat } from "@/server/reports/dashboard";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";

export const dynamic = "force-dynamic";

/** Drivers whose status is Available, against 30 days ago (administrators only). */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  return ok(await activeDriversStat(), { headers: { "cache-control": "no-store" } });
});
