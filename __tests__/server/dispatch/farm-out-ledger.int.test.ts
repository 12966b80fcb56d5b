import { eq } from "drizzle-orm";
import { SYSTEM_ACTOR } from "@/server/audit/record-audit";
import { getDb } from "@/server/db/client";
import { partnerCommissions, partnerPayouts, type PartnerRow } from "@/server/db/schema";
import { moveJob } from "@/server/dispatch/move-job";
import { partnerBalances } from "@/server/partners/ledger/balances";
import { earningsSummary } from "@/server/partners/ledger/earnings";
import { runPayouts } from "@/server/partners/ledger/payout-run";
import { recordJobPay } from "@/server/partners/ledger/record-job-pay";
import { statementOf } from "@/server/partners/ledger/statement-snapshot";
import { listTransactions, transactionParamsSchema } from "@/server/partners/ledger/transactions";
import { ADMIN_ACTOR } from "@test/assignments";
import { createBookingRow, createUser } from "@test/factories";
import { farmedOutJob, readJob } from "@test/farm-out";
import { createPartner } from "@test/partners";

/**
 * A farmed-out job's pay on the partner's ledger: credited once when the job is completed,
 * counted in the balance, and paid with the partner's commissions by the payout run.
 */
const LONDON = "Europe/London";
const PICKUP = { booking_date: "2030-07-01", booking_time: "10:00:00" };
const OFFERED_AT = new Date("2030-06-30T09:00:00Z");
const COMPLETED_AT = new Date("2030-07-01T12:00:00Z");
// A Thursday: the weekly run day.
const RUN_AT = new Date("2030-07-04T12:00:00Z");

async function completedCommission(partner: PartnerRow, pence: number) {
  const customer = await createUser();
  const booking = await createBookingRow({
    user_id: customer.user_id,
    partner_id: partner.partner_id,
    price_pence: pence * 5,
    payment_status: "paid",
    status: "completed",
    ...PICKUP,
  });
  const db = await getDb();
  await db.insert(partnerCommissions).values({
    partner_id: partner.partner_id,
    booking_id: booking.booking_id,
    kind: "commission",
    category: "business",
    rate_bps: 2000,
    base_pence: pence * 5,
    amount_pence: pence,
    source: `pay-${booking.booking_id}`,
    created_at: new Date("2030-06-28T10:00:00Z"),
  });
}

/** Farms a job out to the partner and takes it through to completed at COMPLETED_AT. */
async function completedFarmedOutJob(partner: PartnerRow, payPence: number) {
  const { booking, job } = await farmedOutJob(partner.partner_id, {
    payPence,
    booking: PICKUP,
    now: OFFERED_AT,
  });
  // Accepted within the offer's ten minutes; done on the day.
  const accepted = new Date(OFFERED_AT.getTime() + 60_000);
  await moveJob({
    assignmentId: job.assignment_id,
    to: "assigned",
    actor: ADMIN_ACTOR,
    now: accepted,
  });
  for (const to of ["on_the_way", "arrived", "on_board", "completed"] as const) {
    await moveJob({ assignmentId: job.assignment_id, to, actor: ADMIN_ACTOR, now: COMPLETED_AT });
  }
  return { booking, job: await readJob(job.assignment_id) };
}

async function ledgerOf(partner: PartnerRow) {
  const db = await getDb();
  return db
    .select()
    .from(partnerCommissions)
    .where(eq(partnerCommissions.partner_id, partner.partner_id))
    .orderBy(partnerCommissions.commission_id);
}

describe("a farmed-out job's pay", () => {
  let partner: PartnerRow;

  beforeAll(async () => {
    ({ partner } = await createPartner());
  });

  it("is credited once when the job is completed, beside the partner's commissions", async () => {
    await completedCommission(partner, 2_345);
    const { booking, job } = await completedFarmedOutJob(partner, 8_512);
    const rows = await ledgerOf(partner);
    expect(rows.map((row) => [row.kind, row.amount_pence])).toEqual([
      ["commission", 2_345],
      ["job_pay", 8_512],
    ]);
    expect(rows[1]).toMatchObject({
      booking_id: booking.booking_id,
      base_pence: 8_512,
      rate_bps: 10_000,
      source: `assignment:${job.assignment_id}`,
      created_at: COMPLETED_AT,
      payout_id: null,
    });
    const db = await getDb();
    expect(await recordJobPay(db, { assignment: job, at: RUN_AT })).toBe(false);
    await expect(
      moveJob({ assignmentId: job.assignment_id, to: "completed", actor: ADMIN_ACTOR }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await ledgerOf(partner)).toHaveLength(2);
  });

  it("counts in the balance and reads as the job on Transaction History", async () => {
    const db = await getDb();
    expect(await partnerBalances(db, partner.partner_id, RUN_AT)).toEqual({
      earned_pence: 10_857,
      available_pence: 10_857,
      pending_pence: 0,
    });
    const { data } = await listTransactions(
      db,
      partner.partner_id,
      transactionParamsSchema.parse({}),
      {
        now: RUN_AT,
        timeZone: LONDON,
      },
    );
    const jobLine = data.find((row) => row.commission_pence === 8_512);
    expect(jobLine).toMatchObject({
      service_type: `Job ${jobLine!.booking_id} (farmed out)`,
      amount_pence: 8_512,
      status: "Available",
    });
  });

  it("is its own line of Earnings by service type", async () => {
    const db = await getDb();
    const { by_category } = await earningsSummary(db, partner.partner_id, RUN_AT);
    expect(by_category.filter((row) => row.pence !== 0)).toEqual([
      { category: "business", label: "Business Travel", pence: 2_345 },
      { category: "farmed_out", label: "Farmed-out jobs", pence: 8_512 },
    ]);
  });

  it("is paid with the partner's payout to the penny", async () => {
    const result = await runPayouts({
      now: RUN_AT,
      timeZone: LONDON,
      actor: SYSTEM_ACTOR,
      partnerIds: [partner.partner_id],
    });
    expect(result.created).toEqual([
      expect.objectContaining({
        partner_id: partner.partner_id,
        amount_pence: 10_857,
        vat_pence: 0,
        total_pence: 10_857,
      }),
    ]);
    const payoutId = result.created[0]!.payout_id;
    const rows = await ledgerOf(partner);
    expect(rows.every((row) => row.payout_id === payoutId)).toBe(true);
    const db = await getDb();
    const [payout] = await db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.payout_id, payoutId));
    expect(payout).toMatchObject({ gross_pence: 10_857, deductions_pence: 0 });
    const statement = await statementOf(db, { payout: payout!, partner, timeZone: LONDON });
    expect(statement.lines.map((line) => [line.category, line.commission_pence])).toEqual([
      ["Business Travel", 2_345],
      [expect.stringMatching(/^Job \w+ \(farmed out\)$/), 8_512],
    ]);
    expect(await partnerBalances(db, partner.partner_id, RUN_AT)).toMatchObject({
      available_pence: 0,
      pending_pence: 0,
    });
  });

  it("adds VAT on the job's pay for a VAT-registered partner, half up", async () => {
    const { partner: vatPartner } = await createPartner({ vat_number: "GB123456789" });
    await completedFarmedOutJob(vatPartner, 10_003);
    const result = await runPayouts({
      now: RUN_AT,
      timeZone: LONDON,
      actor: SYSTEM_ACTOR,
      partnerIds: [vatPartner.partner_id],
    });
    // 20% of £100.03 is £20.006, half up to £20.01.
    expect(result.created[0]).toMatchObject({
      amount_pence: 10_003,
      vat_pence: 2_001,
      total_pence: 12_004,
    });
  });

  it("is not written for a job that is declined, or taken back before it is done", async () => {
    const { partner: other } = await createPartner();
    const { job } = await farmedOutJob(other.partner_id, { booking: PICKUP, now: OFFERED_AT });
    await moveJob({
      assignmentId: job.assignment_id,
      to: "declined",
      reason: "No cars",
      actor: ADMIN_ACTOR,
      now: OFFERED_AT,
    });
    expect(await ledgerOf(other)).toEqual([]);
  });
});
