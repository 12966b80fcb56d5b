import "server-only";
import type { Transaction } from "@/server/db/client";
import {
  auditEvents,
  type AuditActorKind,
  type AuditChanges,
  type AuditEntityKind,
} from "@/server/db/schema";

export interface AuditActor {
  kind: AuditActorKind;
  /** The acting account's user id (none for the system). */
  id: number | null;
  /** Name and e-mail as they were, so the record still reads right after a rename or deletion. */
  label: string | null;
}

export const SYSTEM_ACTOR: AuditActor = { kind: "system", id: null, label: "System" };

export type AuditAction =
  | "created"
  | "updated"
  | "status_changed"
  | "price_set"
  | "refunded"
  | "paid"
  | "cancelled"
  | "email_sent"
  | (string & {});

export interface AuditEventInput {
  actor: AuditActor;
  entity: { kind: AuditEntityKind; id: string | number };
  action: AuditAction;
  changes?: AuditChanges;
  /** e.g. `{ channel: "online" | "phone", request_id, payment_intent_id }` */
  context?: Record<string, unknown>;
}

/**
 * Writes audit rows. It takes a Transaction, never the global database: the row must commit or
 * roll back with the change it describes, so a caller without a transaction does not compile.
 */
export async function recordAudit(
  tx: Transaction,
  events: AuditEventInput | readonly AuditEventInput[],
): Promise<void> {
  const list = Array.isArray(events) ? events : [events as AuditEventInput];
  if (list.length === 0) return;
  await tx.insert(auditEvents).values(
    list.map((event) => ({
      actor_kind: event.actor.kind,
      actor_id: event.actor.id,
      actor_label: event.actor.label,
      entity_kind: event.entity.kind,
      entity_id: String(event.entity.id),
      action: event.action,
      changes: event.changes ?? {},
      context: event.context ?? {},
    })),
  );
}
