import "server-only";
import type { Executor, Transaction } from "@/server/db/client";
import { inTransaction } from "@/server/db/transaction";

/** Rows read and enqueued per transaction: a big fleet is many short transactions, not one long. */
export const FAN_OUT_BATCH = 500;

/**
 * A schedule's fan-out, in keyset pages: `page(tx, afterId)` reads up to FAN_OUT_BATCH rows with an
 * id above `afterId` (in id order), enqueues their jobs and answers their ids. Pages run until a
 * short one, each in its own transaction. Answers how many ids the pages answered.
 */
export async function fanOutInBatches(
  executor: Executor | undefined,
  page: (tx: Transaction, afterId: number) => Promise<number[]>,
): Promise<number> {
  let afterId = 0;
  let seen = 0;
  for (;;) {
    const ids = await inTransaction(executor, (tx) => page(tx, afterId));
    seen += ids.length;
    if (ids.length < FAN_OUT_BATCH) return seen;
    afterId = ids[ids.length - 1]!;
  }
}
