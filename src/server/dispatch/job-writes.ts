import "server-only";
import { and, eq } from "drizzle-orm";
import { checkJobMove } from "@/lib/dispatch/job-moves";
import type { Executor } from "@/server/db/client";
import { assignments, type AssignmentRow, type NewAssignmentRow } from "@/server/db/schema";
import { conflict } from "@/server/http/errors";

/** The state machine's verdict on a job's move, as a 409 naming why when it is refused. */
export function assertJobMove(input: Parameters<typeof checkJobMove>[0]): void {
  const move = checkJobMove(input);
  if (!move.allowed) throw conflict(move.reason);
}

/**
 * Writes a change to a locked job only while it is still in the status it was read in (a
 * compare-and-set), returning the new row.
 */
export async function updateLockedJob(
  tx: Executor,
  current: Pick<AssignmentRow, "assignment_id" | "status">,
  set: Partial<NewAssignmentRow>,
  changedMessage = "The job changed meanwhile; reload and try again",
): Promise<AssignmentRow> {
  const [row] = await tx
    .update(assignments)
    .set(set)
    .where(
      and(
        eq(assignments.assignment_id, current.assignment_id),
        eq(assignments.status, current.status),
      ),
    )
    .returning();
  // The row is locked, so the compare-and-set cannot miss; guarded all the same.
  if (!row) throw conflict(changedMessage);
  return row;
}
