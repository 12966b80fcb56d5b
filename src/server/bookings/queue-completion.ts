import "server-only";
import type { Transaction } from "@/server/db/client";
import { afterCommit } from "@/server/db/transaction";
import { drainSoon } from "@/server/jobs/drain-soon";
import { enqueueJob } from "@/server/jobs/enqueue";

// Apart from complete-when-done.ts, which the job's handler imports: the queue's drain imports the
// handlers, so a handler's module importing the drain would be an import circle.
const COMPLETE_WHEN_DONE_KIND = "bookings.complete_when_done";

/**
 * In the transaction that completes one car's ride: queue the check of the whole booking, run
 * once that transaction has committed (so the ride it completed is seen), right after the answer.
 */
export async function queueBookingCompletion(
  tx: Transaction,
  job: { assignment_id: number; booking_id: number },
  now: Date,
): Promise<void> {
  await enqueueJob(tx, {
    kind: COMPLETE_WHEN_DONE_KIND,
    payload: { bookingId: job.booking_id },
    runAt: now,
    dedupeKey: `booking-complete:${job.assignment_id}`,
  });
  await afterCommit(tx, async () => drainSoon());
}
