import "server-only";
import type { JobState } from "@/lib/dispatch/job-states";
import type { Executor } from "@/server/db/client";
import type { AssignmentRow } from "@/server/db/schema";
import { enqueueJob } from "@/server/jobs/enqueue";
import {
  JOB_WITHDRAWN_KIND,
  jobWithdrawnKey,
  type JobWithdrawnPayload,
} from "./job-withdrawn-payload";

/** The states in which the chauffeur counts on the job: given to them and not yet under way. */
const COUNTED_ON: readonly JobState[] = ["assigned", "on_the_way", "arrived"];

/**
 * In the transaction that cancelled or unassigned the job: when it was one of our own
 * chauffeurs' and they were counting on it, queue their message (one per assignment, by dedupe
 * key), so it exists exactly when the change commits. A partner's job, an offer and a finished
 * job are left alone.
 */
export async function planJobWithdrawn(
  tx: Executor,
  input: { from: JobState; row: AssignmentRow; now: Date },
): Promise<void> {
  const { row } = input;
  if (row.driver_id === null || !COUNTED_ON.includes(input.from)) return;
  if (row.status !== "cancelled" && row.status !== "unassigned") return;
  await enqueueJob(tx, {
    kind: JOB_WITHDRAWN_KIND,
    payload: {
      assignmentId: row.assignment_id,
      driverId: row.driver_id,
      withdrawal: row.status,
    } satisfies JobWithdrawnPayload,
    runAt: input.now,
    dedupeKey: jobWithdrawnKey(row.assignment_id),
  });
}
