import { z } from "zod";
import { SETTINGS_MESSAGES } from "@/lib/settings/schemas";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { SETTINGS_GROUPS, SETTINGS_KEYS } from "@/server/settings/registry";
import { readSettingsGroup } from "@/server/settings/read-settings";
import { updateSettingsGroup } from "@/server/settings/update-settings";

export const dynamic = "force-dynamic";

const params = z.object({ key: z.enum(SETTINGS_KEYS) });

/** GET /api/admin/settings/{general|notifications|...}: one group as saved. */
export const GET = route({ params }, async (request, { params }) => {
  await requireRole(request, "admin");
  const key = params.key;
  return ok(await readSettingsGroup(key), { headers: { "cache-control": "no-store" } });
});

/** PUT /api/admin/settings/{key}: the whole group, validated by its schema, saved and audited. */
export const PUT = route({ params }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const key = params.key;
  const value = await parseJsonBody(request, SETTINGS_GROUPS[key].schema);
  const saved = await updateSettingsGroup({ key, value, actor: actorFromUser(admin) });
  return ok(saved, { message: SETTINGS_MESSAGES.saved });
});
