import "server-only";
import { eq } from "drizzle-orm";
import { lockRowOrNotFound } from "@/server/db/lock-row";
import { assignments, type AssignmentRow } from "@/server/db/schema";
import type { Transaction } from "@/server/db/types";

/**
 * A job (assignment) locked until the transaction ends, so moves and answers to it queue behind
 * each other; a missing one is a 404 with `missing` (each caller names the job its own way).
 */
export function lockAssignment(
  tx: Transaction,
  assignmentId: number,
  missing: string,
): Promise<AssignmentRow> {
  return lockRowOrNotFound(tx, assignments, eq(assignments.assignment_id, assignmentId), missing);
}
