import "server-only";
import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./types";
import { executorOrDb } from "./transaction";

/**
 * The one row `where` picks (by a unique column), or null; read through the caller's executor
 * when there is one, so a transaction sees its own writes.
 */
export async function findRow<T extends PgTable>(
  table: T,
  where: SQL,
  executor?: Executor,
): Promise<T["$inferSelect"] | null> {
  const db = await executorOrDb(executor);
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return (row as T["$inferSelect"] | undefined) ?? null;
}
