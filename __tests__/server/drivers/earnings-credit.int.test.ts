import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import {
  auditEvents,
  driverEarnings,
  partnerCommissions,
  type AssignmentRow,
} from "@/server/db/schema";
import { assignDriver } from "@/server/dispatch/assign";
import { moveJob } from "@/server/dispatch/move-job";
import { creditDriverEarning } from "@/server/drivers/earnings";
import { inTransaction } from "@/server/db/transaction";
import { ADMIN_ACTOR, availableDriverId, confirmedBooking } from "@test/assignments";
import { reloadDriver } from "@test/drivers";
import { completedDriverJob, completeJob, distinctPickup, ledgerRowsOf } from "@test/earnings";
import { farmedOutJob, readJob } from "@test/farm-out";
import { createPartner } from "@test/partners";

const DONE_AT = new Date("2031-03-02T12:00:00Z");

describe("crediting a completed chauffeur's job", () => {
  it("credits the pay snapshotted at assignment, to the penny, with an audit line", async () => {
    const driverId = await availableDriverId();
    // 70% of £109.72 is £76.804: rounded down to £76.80.
    const { booking, job } = await completedDriverJob(driverId, DONE_AT, {
      booking: { price_pence: 10_972 },
    });
    expect(job.pay_pence).toBe(7_680);
    const rows = await ledgerRowsOf(driverId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      assignment_id: job.assignment_id,
      booking_id: booking.booking_id,
      kind: "job",
      amount_pence: 7_680,
      earned_at: DONE_AT,
    });
    const driver = await reloadDriver(driverId);
    expect(driver).toMatchObject({ total_trips: 1, earnings_pence: 7_680 });
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity_kind, "driver"),
          eq(auditEvents.entity_id, String(driverId)),
          eq(auditEvents.action, "earning_credited"),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toEqual({
      total_trips: { old: 0, new: 1 },
      earnings_pence: { old: 0, new: 7_680 },
    });
    expect(audit[0]!.context).toMatchObject({ amount_pence: 7_680, kind: "job" });
  });

  it("credits once however often completion is processed", async () => {
    const driverId = await availableDriverId();
    const { job } = await completedDriverJob(driverId, DONE_AT, { payPence: 4_321 });
    // The double tap: a second completion is refused and writes nothing.
    await expect(
      moveJob({ assignmentId: job.assignment_id, to: "completed", actor: ADMIN_ACTOR }),
    ).rejects.toMatchObject({ status: 409 });
    // And crediting the completed job again (a retried event) writes nothing.
    const again = await inTransaction(undefined, (tx) => creditDriverEarning(tx, job, DONE_AT));
    expect(again).toBeNull();
    const rows = await ledgerRowsOf(driverId);
    expect(rows.map((row) => row.amount_pence)).toEqual([4_321]);
    expect(await reloadDriver(driverId)).toMatchObject({ total_trips: 1, earnings_pence: 4_321 });
  });

  it("credits nothing for a job that is not completed", async () => {
    const driverId = await availableDriverId();
    const booking = await confirmedBooking(distinctPickup());
    const job = await assignDriver({
      bookingId: booking.booking_id,
      carNumber: 1,
      driverId,
      actor: ADMIN_ACTOR,
    });
    const written = await inTransaction(undefined, (tx) => creditDriverEarning(tx, job, DONE_AT));
    expect(written).toBeNull();
    expect(await ledgerRowsOf(driverId)).toHaveLength(0);
  });

  it("leaves a farmed-out job to the partner's ledger", async () => {
    const { partner } = await createPartner();
    const { job } = await farmedOutJob(partner.partner_id, { payPence: 8_500 });
    await moveJob({ assignmentId: job.assignment_id, to: "assigned", actor: ADMIN_ACTOR });
    await completeJob(job.assignment_id, DONE_AT);
    expect((await readJob(job.assignment_id)).status).toBe("completed");
    const db = await getDb();
    const credited = await db
      .select()
      .from(driverEarnings)
      .where(eq(driverEarnings.assignment_id, job.assignment_id));
    expect(credited).toHaveLength(0);
    const partnerRows = await db
      .select()
      .from(partnerCommissions)
      .where(eq(partnerCommissions.source, `assignment:${job.assignment_id}`));
    expect(partnerRows.map((row) => row.amount_pence)).toEqual([8_500]);
  });

  it("credits each chauffeur of a two-car booking their share of the fare per car", async () => {
    const first = await availableDriverId();
    const second = await availableDriverId();
    // £250.01 over two cars at 70%: 25001 × 70 ÷ 200 = 8750.35, rounded down to £87.50 each.
    const booking = await confirmedBooking({
      ...distinctPickup(),
      price_pence: 25_001,
      number_of_cars: 2,
    });
    const jobs: AssignmentRow[] = [];
    for (const [index, driverId] of [first, second].entries())
      jobs.push(
        await assignDriver({
          bookingId: booking.booking_id,
          carNumber: index + 1,
          driverId,
          actor: ADMIN_ACTOR,
        }),
      );
    expect(jobs.map((job) => job.pay_pence)).toEqual([8_750, 8_750]);
    for (const job of jobs) await completeJob(job.assignment_id, DONE_AT);
    for (const driverId of [first, second]) {
      expect((await ledgerRowsOf(driverId)).map((row) => row.amount_pence)).toEqual([8_750]);
      expect(await reloadDriver(driverId)).toMatchObject({ total_trips: 1, earnings_pence: 8_750 });
    }
  });
});
