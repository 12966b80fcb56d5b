import "server-only";
import type { AuditChanges } from "@/server/db/schema";

function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

/**
 * `{ field: { old, new } }` for the listed fields whose values differ. Dates compare by instant
 * and are stored as ISO strings; objects compare by their JSON.
 */
export function diffFields<T extends object, K extends keyof T & string>(
  before: T,
  after: Partial<T>,
  fields: readonly K[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    const oldValue = comparable(before[field]);
    const newValue = comparable(after[field]);
    if (JSON.stringify(oldValue) === JSON.stringify(newValue)) continue;
    changes[field] = { old: oldValue, new: newValue };
  }
  return changes;
}
