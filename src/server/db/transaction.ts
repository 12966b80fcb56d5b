import "server-only";
import { getDb, type Executor, type Transaction } from "./client";

/**
 * Runs `work` in a transaction: the caller's, as a savepoint, when an executor is given, or a new
 * one on the process's database. Domain mutations use this so they compose: inside a caller's
 * transaction nothing they write survives the caller's rollback.
 */
export async function inTransaction<T>(
  executor: Executor | undefined,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const db = executor ?? (await getDb());
  return db.transaction(work);
}

/** The caller's executor, or the process's database when there is none. */
export async function executorOrDb(executor: Executor | undefined): Promise<Executor> {
  return executor ?? getDb();
}
