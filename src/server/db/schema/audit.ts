import { bigserial, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns";

/** Who acted. An id is kept without a foreign key, so the record outlives a deleted account. */
export const AUDIT_ACTOR_KINDS = ["customer", "admin", "system", "driver", "partner"] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** What was changed; other areas (drivers, partners, pages, settings) add their rows here too. */
export const AUDIT_ENTITY_KINDS = [
  "booking",
  "driver",
  "partner",
  "payout",
  "partner_ticket",
  "page",
  "setting",
  "user",
  "vehicle",
  "job",
] as const;
export type AuditEntityKind = (typeof AUDIT_ENTITY_KINDS)[number];

export type AuditChanges = Record<string, { old: unknown; new: unknown }>;

/**
 * The audit trail: one row per change, written in the same transaction as the change it
 * describes. Kinds and actions are text (checked in TypeScript) so a new area adds an action
 * without a migration.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    occurred_at: instant("occurred_at").notNull().defaultNow(),
    actor_kind: text("actor_kind").$type<AuditActorKind>().notNull(),
    actor_id: integer("actor_id"),
    // A snapshot (name and e-mail at the time), so the record reads the same after a rename.
    actor_label: text("actor_label"),
    entity_kind: text("entity_kind").$type<AuditEntityKind>().notNull(),
    entity_id: text("entity_id").notNull(),
    action: text("action").notNull(),
    changes: jsonb("changes").$type<AuditChanges>().notNull().default({}),
    context: jsonb("context").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index("audit_events_entity_idx").on(table.entity_kind, table.entity_id, table.occurred_at),
    index("audit_events_actor_idx").on(table.actor_kind, table.actor_id, table.occurred_at),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
