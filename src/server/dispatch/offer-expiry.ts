import "server-only";
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { checkJobMove } from "@/lib/dispatch/job-moves";
import { recordAudit, SYSTEM_ACTOR } from "@/server/audit/record-audit";
import { getDb, type Executor } from "@/server/db/client";
import { assignments } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { jobMovedEvent } from "./assignment-events";
import { OFFER_EXPIRED_REASON } from "./offer-outcomes";

/**
 * Turns every offer whose expiry is at or before `now` into `unassigned` ("Offer expired"), each
 * with its History line, and answers how many it turned. Nothing runs on a timer: the board, the
 * suggestions and every answer to an offer call this first, so an expired offer is never
 * accepted and the job is back in the queue by the next look at it.
 *
 * Safe to run twice and concurrently: rows another sweep (or an accept) holds are skipped rather
 * than waited for, so sweeps never queue behind each other or deadlock, and the update is a
 * compare-and-set on `offered`, so a row is expired, and audited, exactly once.
 */
export async function expireOffers(executor?: Executor, now: Date = new Date()): Promise<number> {
  const move = checkJobMove({
    from: "offered",
    to: "unassigned",
    actor: "system",
    isOwnJob: false,
  });
  if (!move.allowed)
    throw new Error(`The job state machine refuses expiring offers: ${move.reason}`);
  // Nearly every look finds nothing due: one indexed read answers that without the transaction's
  // (or savepoint's) extra round trips. An offer lapsing just after it waits for the next look.
  const dueWhere = and(eq(assignments.status, "offered"), lte(assignments.offer_expires_at, now));
  const [anyDue] = await (executor ?? (await getDb()))
    .select({ id: assignments.assignment_id })
    .from(assignments)
    .where(dueWhere)
    .limit(1);
  if (!anyDue) return 0;
  return inTransaction(executor, async (tx) => {
    const due = await tx
      .select({ id: assignments.assignment_id })
      .from(assignments)
      .where(dueWhere)
      .orderBy(asc(assignments.assignment_id))
      .for("update", { skipLocked: true });
    if (due.length === 0) return 0;
    const expired = await tx
      .update(assignments)
      .set({ status: "unassigned", reason: OFFER_EXPIRED_REASON, updated_at: new Date() })
      .where(
        and(
          inArray(
            assignments.assignment_id,
            due.map((row) => row.id),
          ),
          eq(assignments.status, "offered"),
        ),
      )
      .returning();
    await recordAudit(
      tx,
      expired.map((assignment) =>
        jobMovedEvent({
          actor: SYSTEM_ACTOR,
          assignment,
          from: "offered",
          reason: OFFER_EXPIRED_REASON,
        }),
      ),
    );
    return expired.length;
  });
}
