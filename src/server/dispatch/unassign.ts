import "server-only";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import { type AssignmentRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { badRequest } from "@/server/http/errors";
import { planJobWithdrawn } from "@/server/notifications/plan-job-withdrawn";
import { jobMovedEvent } from "./assignment-events";
import { assertJobMove, updateLockedJob } from "./job-writes";
import { lockAssignment } from "./lock-assignment";

/**
 * Takes a job back from its chauffeur (the car returns to the queue), with the reason the
 * booking's History shows. The row is kept with status `unassigned`, which frees the chauffeur's
 * and vehicle's time at once (the exclusion constraints cover only holding states).
 */
export async function unassign(
  input: { assignmentId: number; reason: string; actor: AuditActor; now?: Date },
  executor?: Executor,
): Promise<AssignmentRow> {
  const reason = input.reason.trim();
  if (!reason) throw badRequest("Give a reason", { reason: "Give a reason" });
  const now = input.now ?? new Date();
  return inTransaction(executor, async (tx) => {
    const current = await lockAssignment(tx, input.assignmentId, "Assignment not found");
    assertJobMove({
      from: current.status,
      to: "unassigned",
      actor: input.actor.kind,
      // Chauffeurs and partners never unassign (only administrators may in the table).
      isOwnJob: false,
    });
    const row = await updateLockedJob(tx, current, {
      status: "unassigned",
      reason,
      updated_at: now,
    });
    await recordAudit(
      tx,
      jobMovedEvent({ actor: input.actor, assignment: row, from: current.status, reason }),
    );
    // The chauffeur who held it is told, with the reason (queued in this transaction).
    await planJobWithdrawn(tx, { from: current.status, row, now });
    return row;
  });
}
