/** One audit event as the API answers it (an entity's history, oldest first). */
export interface AuditEntry {
  id: number;
  occurred_at: string;
  actor_kind: string;
  actor_id: number | null;
  actor_label: string | null;
  action: string;
  changes: Record<string, { old: unknown; new: unknown }>;
  context: Record<string, unknown>;
}
