import "server-only";
import { eq, sql } from "drizzle-orm";
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from "@/server/audit/record-audit";
import type { Transaction } from "@/server/db/client";
import {
  driverEarnings,
  drivers,
  type AssignmentRow,
  type DriverEarningRow,
} from "@/server/db/schema";

/**
 * Credits a completed chauffeur's job to the chauffeur's earnings ledger with the pay snapshotted
 * on the job when it was given, in the caller's transaction (the move to completed), with its
 * audit line. The unique (assignment, kind) index makes it idempotent: a second completion of the
 * same job writes nothing and answers null. A farmed-out job (no driver) is the partner's ledger's
 * business and writes nothing here. A job given before pay was snapshotted credits 0, so it is
 * still counted as a trip.
 *
 * drivers.total_trips and drivers.earnings_pence move by the same amounts in the same
 * transaction, only when the row was written: the driver list sorts and shows them without
 * summing the ledger for every row of every page.
 */
export async function creditDriverEarning(
  tx: Transaction,
  assignment: AssignmentRow,
  now: Date = new Date(),
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<DriverEarningRow | null> {
  if (assignment.driver_id == null || assignment.status !== "completed") return null;
  const amount = assignment.pay_pence ?? 0;
  const [row] = await tx
    .insert(driverEarnings)
    .values({
      driver_id: assignment.driver_id,
      assignment_id: assignment.assignment_id,
      booking_id: assignment.booking_id,
      kind: "job",
      amount_pence: amount,
      earned_at: now,
      created_at: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  const [before] = await tx
    .update(drivers)
    .set({
      total_trips: sql`${drivers.total_trips} + 1`,
      earnings_pence: sql`${drivers.earnings_pence} + ${amount}`,
    })
    .where(eq(drivers.driver_id, assignment.driver_id))
    .returning({ trips: drivers.total_trips, earnings: drivers.earnings_pence });
  await recordAudit(tx, {
    actor,
    entity: { kind: "driver", id: assignment.driver_id },
    action: "earning_credited",
    changes: before
      ? {
          total_trips: { old: before.trips - 1, new: before.trips },
          earnings_pence: { old: before.earnings - amount, new: before.earnings },
        }
      : {},
    context: {
      earning_id: row.earning_id,
      kind: row.kind,
      amount_pence: amount,
      assignment_id: assignment.assignment_id,
      booking_id: assignment.booking_id,
    },
  });
  return row;
}
