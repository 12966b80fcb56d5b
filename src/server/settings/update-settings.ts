import "server-only";
import { sql } from "drizzle-orm";
import type { AuditActor } from "@/server/audit/record-audit";
import { recordAudit } from "@/server/audit/record-audit";
import { diffFields } from "@/server/audit/diff-fields";
import type { Executor } from "@/server/db/client";
import { siteSettings } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { expireSiteSettingsCache, readSettingsGroup } from "./read-settings";
import { SETTINGS_GROUPS, type SettingsKey, type SettingsValue } from "./registry";

/**
 * Saves one settings group (already parsed by its schema), with an audit row of the fields that
 * changed (`{ field: { old, new } }`) in the same transaction, then expires the cached settings.
 * Saving the same values again writes nothing and is not audited.
 */
export async function updateSettingsGroup<K extends SettingsKey>(
  input: { key: K; value: SettingsValue<K>; actor: AuditActor },
  executor?: Executor,
): Promise<{ value: SettingsValue<K>; changed: string[] }> {
  const { key, value, actor } = input;
  const fields = Object.keys(SETTINGS_GROUPS[key].defaults) as (keyof SettingsValue<K> & string)[];
  const changes = await inTransaction(executor, async (tx) => {
    // One save at a time per group: an advisory lock orders concurrent saves, so each audit row's
    // "old" is what the save really replaced.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`site_settings:${key}`}))`);
    const before = await readSettingsGroup(key, tx);
    const diff = diffFields(before, value, fields);
    if (Object.keys(diff).length === 0) return diff;
    const updatedBy = actor.id;
    await tx
      .insert(siteSettings)
      .values({ key, value, updated_by: updatedBy })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value, updated_by: updatedBy, updated_at: sql`now()` },
      });
    await recordAudit(tx, {
      actor,
      entity: { kind: "setting", id: key },
      action: "updated",
      changes: diff,
    });
    return diff;
  });
  if (Object.keys(changes).length > 0) await expireSiteSettingsCache();
  return { value, changed: Object.keys(changes) };
}
