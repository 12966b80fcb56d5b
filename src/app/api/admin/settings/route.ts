import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { readAllSettings } from "@/server/settings/read-settings";

export const dynamic = "force-dynamic";

/** GET /api/admin/settings: every settings group as saved (defaults where none is). */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  return ok(await readAllSettings(), { headers: { "cache-control": "no-store" } });
});
