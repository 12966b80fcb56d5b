import "server-only";
import { logger } from "@/server/http/logger";
import { getDb } from "./client";
import type { Executor, Transaction } from "./types";

type Task = () => Promise<void>;

// Work to run once the outermost transaction opened by inTransaction has committed, per
// transaction handle (a savepoint's handle shares its parent's list).
const afterCommitTasks = new WeakMap<Executor, Task[]>();

/** Drizzle's transaction handles can roll back; the database handle cannot. */
export function isTransaction(executor: Executor): executor is Transaction {
  return "rollback" in executor;
}

/**
 * Runs `work` in a transaction: inside the caller's (as a savepoint) when an executor that is a
 * transaction is given, otherwise a new one. Domain mutations use this so they compose: inside
 * a caller's transaction nothing they write survives the caller's rollback. Tasks registered
 * with afterCommit run once the outermost transaction opened here has committed.
 */
export async function inTransaction<T>(
  executor: Executor | undefined,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  if (executor && isTransaction(executor)) {
    const tasks = afterCommitTasks.get(executor);
    return executor.transaction(async (tx) => {
      if (tasks) afterCommitTasks.set(tx, tasks);
      return work(tx);
    });
  }
  const db = executor ?? (await getDb());
  const tasks: Task[] = [];
  const result = await db.transaction(async (tx) => {
    afterCommitTasks.set(tx, tasks);
    return work(tx);
  });
  for (const task of tasks) {
    await task().catch((error: unknown) =>
      logger.error({ err: error }, "after-commit task failed"),
    );
  }
  return result;
}

/**
 * Side effects that must wait for the commit (delivering an e-mail the transaction queued):
 * deferred inside a transaction opened by inTransaction, run at once outside any transaction.
 * Inside a transaction opened some other way the task cannot be scheduled and is skipped with a
 * warning (a queued e-mail stays in the outbox).
 */
export async function afterCommit(executor: Executor, task: Task): Promise<void> {
  const tasks = afterCommitTasks.get(executor);
  if (tasks) {
    tasks.push(task);
    return;
  }
  if (isTransaction(executor)) {
    logger.warn("an after-commit task was skipped: open the transaction with inTransaction");
    return;
  }
  await task();
}

/** The caller's executor, or the process's database when there is none. */
export async function executorOrDb(executor: Executor | undefined): Promise<Executor> {
  return executor ?? getDb();
}
