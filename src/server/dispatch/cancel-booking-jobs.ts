import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { AuditActor } from "@/server/audit/record-audit";
import { recordAudit } from "@/server/audit/record-audit";
import type { Transaction } from "@/server/db/client";
import { assignments, type AssignmentRow } from "@/server/db/schema";
import { planJobWithdrawn } from "@/server/notifications/plan-job-withdrawn";
import { jobMovedEvent } from "./assignment-events";
import { assertJobMove, updateLockedJob } from "./job-writes";

/** The jobs a cancelled booking takes with it: offered, or given and not yet under way to the end. */
const LIVE_STATES = ["offered", "assigned", "on_the_way", "arrived"] as const;

/**
 * When a booking is cancelled its open offers and its chauffeurs' jobs are cancelled with it, in
 * the cancellation's own transaction: the chauffeur's time is freed (the exclusion constraints
 * hold only live jobs), their app shows the job as cancelled, and each move is a History line.
 */
export async function cancelJobsOfBooking(
  tx: Transaction,
  input: { bookingId: number; actor: AuditActor; now: Date },
): Promise<AssignmentRow[]> {
  const live = await tx
    .select()
    .from(assignments)
    .where(
      and(
        eq(assignments.booking_id, input.bookingId),
        inArray(assignments.status, [...LIVE_STATES]),
      ),
    )
    .for("update");
  const cancelled: AssignmentRow[] = [];
  for (const job of live) {
    assertJobMove({ from: job.status, to: "cancelled", actor: "system", isOwnJob: false });
    const row = await updateLockedJob(tx, job, {
      status: "cancelled",
      reason: "Booking cancelled",
      updated_at: input.now,
    });
    await recordAudit(
      tx,
      jobMovedEvent({ actor: input.actor, assignment: row, from: job.status, reason: row.reason }),
    );
    // The chauffeur who was counting on it hears of it (a queued message, sent after commit).
    await planJobWithdrawn(tx, { from: job.status, row, now: input.now });
    cancelled.push(row);
  }
  return cancelled;
}
