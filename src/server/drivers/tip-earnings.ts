import "server-only";
import { eq, sql } from "drizzle-orm";
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from "@/server/audit/record-audit";
import type { Transaction } from "@/server/db/client";
import { driverEarnings, drivers, type DriverEarningRow } from "@/server/db/schema";

export interface TipLedgerInput {
  driverId: number;
  assignmentId: number;
  bookingId: number;
  /** Positive for the tip, negative for its reversal. */
  amountPence: number;
  kind: "tip" | "tip_reversal";
  paymentIntentId: string;
  at: Date;
  actor?: AuditActor;
}

/**
 * A tip (100% of it) or its reversal on the chauffeur's earnings ledger, in the caller's
 * transaction. The unique (job, kind) index makes it idempotent: a repeated success or refund of
 * the same tip writes nothing and answers null. drivers.earnings_pence moves by the same amount
 * in the same transaction (it is kept equal to the ledger's sum); total_trips does not (a tip is
 * not a trip).
 */
export async function writeTipLedgerRow(
  tx: Transaction,
  input: TipLedgerInput,
): Promise<DriverEarningRow | null> {
  const [row] = await tx
    .insert(driverEarnings)
    .values({
      driver_id: input.driverId,
      assignment_id: input.assignmentId,
      booking_id: input.bookingId,
      kind: input.kind,
      amount_pence: input.amountPence,
      earned_at: input.at,
      created_at: input.at,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  const [after] = await tx
    .update(drivers)
    .set({ earnings_pence: sql`${drivers.earnings_pence} + ${input.amountPence}` })
    .where(eq(drivers.driver_id, input.driverId))
    .returning({ earnings: drivers.earnings_pence });
  await recordAudit(tx, {
    actor: input.actor ?? SYSTEM_ACTOR,
    entity: { kind: "driver", id: input.driverId },
    action: input.kind === "tip" ? "earning_credited" : "earning_reversed",
    changes: after
      ? { earnings_pence: { old: after.earnings - input.amountPence, new: after.earnings } }
      : {},
    context: {
      earning_id: row.earning_id,
      kind: row.kind,
      amount_pence: input.amountPence,
      assignment_id: input.assignmentId,
      booking_id: input.bookingId,
      payment_intent_id: input.paymentIntentId,
    },
  });
  return row;
}
