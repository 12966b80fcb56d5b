import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { executorOrDb } from "@/server/db/transaction";

/**
 * The ledger's "now": the database clock, so every instance agrees; tests move time by passing
 * their own instant to the functions that take `now` (never by changing code).
 */
export async function ledgerNow(executor?: Executor): Promise<Date> {
  const db = await executorOrDb(executor);
  const [row] = rowsOf<{ now: string | Date }>(await db.execute(sql`select now() as now`));
  return row ? new Date(row.now) : new Date();
}
