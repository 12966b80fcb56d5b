import "server-only";
import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { notFound } from "@/server/http/errors";
import type { Transaction } from "./types";

/**
 * The one row `where` picks, locked until the transaction ends so that concurrent changes to
 * it queue; a missing row is a 404 with `missing` as its message.
 */
export async function lockRowOrNotFound<T extends PgTable>(
  tx: Transaction,
  table: T,
  where: SQL,
  missing: string,
): Promise<T["$inferSelect"]> {
  const row = await lockRow(tx, table, where);
  if (!row) throw notFound(missing);
  return row;
}

/** The one row `where` picks, locked until the transaction ends; undefined when there is none. */
export async function lockRow<T extends PgTable>(
  tx: Transaction,
  table: T,
  where: SQL,
): Promise<T["$inferSelect"] | undefined> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .for("update");
  return row as T["$inferSelect"] | undefined;
}
