import "server-only";
import { eq } from "drizzle-orm";
import { commissionCategory } from "@/lib/partners/commission";
import type { Executor } from "@/server/db/client";
import { bookings, partnerCommissions, type AssignmentRow } from "@/server/db/schema";

/** Job pay is the partner's in full: written as 100% of itself so rate × base = amount holds. */
export const JOB_PAY_RATE_BPS = 10_000;

/** The ledger source of a farmed-out job's pay: one row per assignment, however often retried. */
export function jobPaySource(assignmentId: number): string {
  return `assignment:${assignmentId}`;
}

/**
 * Credits a completed farmed-out job's pay to its partner's ledger, beside its commissions, in
 * the caller's transaction (the move to completed). The unique (booking, kind, source) index makes
 * it idempotent: a second completion of the same assignment writes nothing. Answers whether a
 * row was written. A job with no partner or no pay writes nothing.
 */
export async function recordJobPay(
  tx: Executor,
  input: { assignment: AssignmentRow; at: Date },
): Promise<boolean> {
  const { assignment } = input;
  if (assignment.partner_id == null || assignment.pay_pence == null) return false;
  if (assignment.pay_pence <= 0) return false;
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.booking_id, assignment.booking_id));
  if (!booking) return false;
  const written = await tx
    .insert(partnerCommissions)
    .values({
      partner_id: assignment.partner_id,
      booking_id: assignment.booking_id,
      kind: "job_pay",
      category: commissionCategory(booking),
      rate_bps: JOB_PAY_RATE_BPS,
      base_pence: assignment.pay_pence,
      amount_pence: assignment.pay_pence,
      source: jobPaySource(assignment.assignment_id),
      created_at: input.at,
    })
    .onConflictDoNothing()
    .returning({ id: partnerCommissions.commission_id });
  return written.length > 0;
}
