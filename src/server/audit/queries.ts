import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, type Executor } from "@/server/db/client";
import { auditEvents, type AuditEntityKind } from "@/server/db/schema";
import type { AuditEntry } from "@/lib/audit-entry";

export type { AuditEntry };

/** An entity's history, oldest first (the index covers kind, id and time). */
export async function listAuditEvents(
  entity: { kind: AuditEntityKind; id: string | number },
  executor?: Executor,
): Promise<AuditEntry[]> {
  const db = executor ?? (await getDb());
  const rows = await db
    .select()
    .from(auditEvents)
    .where(
      and(eq(auditEvents.entity_kind, entity.kind), eq(auditEvents.entity_id, String(entity.id))),
    )
    .orderBy(asc(auditEvents.occurred_at), asc(auditEvents.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    occurred_at: row.occurred_at.toISOString(),
    actor_kind: row.actor_kind,
    actor_id: row.actor_id,
    actor_label: row.actor_label,
    action: row.action,
    changes: row.changes,
    context: row.context,
  }));
}
