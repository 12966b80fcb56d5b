import { and, eq, like } from "drizzle-orm";
import { SYSTEM_ACTOR } from "@/server/audit/record-audit";
import { getDb } from "@/server/db/client";
import {
  emailOutbox,
  jobSchedules,
  jobs,
  partnerCommissions,
  partnerPayouts,
  type PartnerRow,
} from "@/server/db/schema";
import { drainJobs } from "@/server/jobs/drain";
import { enqueueJob } from "@/server/jobs/enqueue";
import { SCHEDULE_LIST } from "@/server/jobs/schedule-list";
import { runPayouts } from "@/server/partners/ledger/payout-run";
import { availableDriverId } from "@test/assignments";
import { completedDriverJob } from "@test/earnings";
import { createBookingRow, createUser } from "@test/factories";
import { createPartner } from "@test/partners";

/**
 * Thursday's partner payouts and Monday's chauffeur statements, with an injected clock across
 * both changes of the clocks in 2026 (29 March and 25 October): 09:00 London is 08:00 UTC in
 * summer and 09:00 UTC in winter, and each runs once however often the queue is drained.
 */
const PAYOUTS = SCHEDULE_LIST.filter((schedule) => schedule.name === "partners.weekly_payouts");
const STATEMENTS = SCHEDULE_LIST.filter(
  (schedule) => schedule.name === "drivers.weekly_statements",
);
const at = (iso: string) => new Date(iso);

async function drainAt(now: Date, schedules: typeof SCHEDULE_LIST) {
  for (let pass = 0; pass < 10; pass += 1) {
    const result = await drainJobs({ now, schedules, jitter: () => 0 });
    expect(result.failed).toBe(0);
    if (result.claimed === 0 && result.scheduled === 0) return;
  }
  throw new Error("the queue did not settle");
}

beforeEach(async () => {
  const db = await getDb();
  await db.delete(jobs);
  await db.delete(jobSchedules);
});

/** A completed ride's commission for the partner, written at `writtenAt`. */
async function commission(partner: PartnerRow, pence: number, writtenAt: string) {
  const customer = await createUser();
  const booking = await createBookingRow({
    user_id: customer.user_id,
    partner_id: partner.partner_id,
    price_pence: pence * 5,
    payment_status: "paid",
    status: "completed",
    booking_date: writtenAt.slice(0, 10),
  });
  const db = await getDb();
  await db.insert(partnerCommissions).values({
    partner_id: partner.partner_id,
    booking_id: booking.booking_id,
    kind: "commission",
    category: "airport",
    rate_bps: 2000,
    base_pence: pence * 5,
    amount_pence: pence,
    source: `pay-${booking.booking_id}`,
    created_at: at(writtenAt),
  });
}

/** Everything the ledger says about the partner: its payouts and which rows each took. */
async function ledgerOf(partner: PartnerRow) {
  const db = await getDb();
  const payouts = await db
    .select({
      id: partnerPayouts.payout_id,
      period: partnerPayouts.period,
      amount: partnerPayouts.amount_pence,
      vat: partnerPayouts.vat_pence,
      total: partnerPayouts.total_pence,
      created_at: partnerPayouts.created_at,
    })
    .from(partnerPayouts)
    .where(eq(partnerPayouts.partner_id, partner.partner_id))
    .orderBy(partnerPayouts.payout_id);
  const rows = await db
    .select({
      id: partnerCommissions.commission_id,
      amount: partnerCommissions.amount_pence,
      payout: partnerCommissions.payout_id,
    })
    .from(partnerCommissions)
    .where(eq(partnerCommissions.partner_id, partner.partner_id))
    .orderBy(partnerCommissions.commission_id);
  return { payouts, rows };
}

async function scheduleRuns(kind: string) {
  const db = await getDb();
  const rows = await db
    .select({ key: jobs.dedupe_key })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), like(jobs.dedupe_key, "schedule:%")));
  return rows.map((row) => row.key);
}

describe("Thursday's partner payouts", () => {
  let partner: PartnerRow;

  beforeAll(async () => {
    ({ partner } = await createPartner());
    await commission(partner, 6_000, "2026-03-24T10:00:00Z");
  });

  it("pays at 09:00 London on the first Thursday of summer time (08:00 UTC), once", async () => {
    await drainAt(at("2026-04-02T07:00:00Z"), PAYOUTS);
    await drainAt(at("2026-04-02T07:59:00Z"), PAYOUTS);
    expect((await ledgerOf(partner)).payouts).toEqual([]);
    await drainAt(at("2026-04-02T08:00:30Z"), PAYOUTS);
    const paid = await ledgerOf(partner);
    expect(paid.payouts).toEqual([
      expect.objectContaining({
        period: "2026-W14",
        amount: 6_000,
        total: 6_000,
        created_at: at("2026-04-02T08:00:30Z"),
      }),
    ]);
    expect(await scheduleRuns("partners.weekly_payouts")).toEqual([
      "schedule:partners.weekly_payouts:2026-04-02T08:00:00.000Z",
    ]);

    // Drained again, the payout job enqueued again by hand, and the administrator's button:
    // nobody is paid twice, and the ledger is the same to the penny.
    await drainAt(at("2026-04-02T08:30:00Z"), PAYOUTS);
    await enqueueJob(undefined, {
      kind: "partners.payout",
      payload: { partnerId: partner.partner_id },
      dedupeKey: "by-hand",
      runAt: at("2026-04-02T08:40:00Z"),
    });
    await drainAt(at("2026-04-02T08:40:00Z"), PAYOUTS);
    const button = await runPayouts({
      now: at("2026-04-02T09:00:00Z"),
      timeZone: "Europe/London",
      actor: SYSTEM_ACTOR,
    });
    expect(button.created).toEqual([]);
    expect(await ledgerOf(partner)).toEqual(paid);
    expect(paid.rows.every((row) => row.payout === paid.payouts[0]!.id)).toBe(true);
  });

  it("pays at 09:00 London on the first Thursday of winter time (09:00 UTC)", async () => {
    await commission(partner, 5_500, "2026-10-20T10:00:00Z");
    await drainAt(at("2026-10-29T07:00:00Z"), PAYOUTS);
    await drainAt(at("2026-10-29T08:30:00Z"), PAYOUTS);
    expect((await ledgerOf(partner)).payouts).toHaveLength(1);
    await drainAt(at("2026-10-29T09:00:30Z"), PAYOUTS);
    const paid = await ledgerOf(partner);
    expect(paid.payouts).toHaveLength(2);
    expect(paid.payouts[1]).toMatchObject({ period: "2026-W44", amount: 5_500 });
    expect(await scheduleRuns("partners.weekly_payouts")).toEqual([
      "schedule:partners.weekly_payouts:2026-10-29T09:00:00.000Z",
    ]);
    await drainAt(at("2026-10-29T10:00:00Z"), PAYOUTS);
    expect(await ledgerOf(partner)).toEqual(paid);
  });
});

describe("Monday's earnings statements", () => {
  it("e-mails each chauffeur last week's jobs and total once, the week bounded in London across the change", async () => {
    const driverId = await availableDriverId();
    const idleDriverId = await availableDriverId();
    // Sunday 18 October 23:30 BST: the week before.
    await completedDriverJob(driverId, at("2026-10-18T22:30:00Z"), { payPence: 1_001 });
    // Monday 19 October 00:30 BST and Sunday 25 October 23:30 GMT: the week of the 19th.
    await completedDriverJob(driverId, at("2026-10-18T23:30:00Z"), { payPence: 2_002 });
    const last = await completedDriverJob(driverId, at("2026-10-25T23:30:00Z"), {
      payPence: 3_003,
    });
    // The idle chauffeur earned only this week: no statement for last week.
    await completedDriverJob(idleDriverId, at("2026-10-26T00:30:00Z"), { payPence: 4_004 });

    // Monday 26 October 08:00 London is 08:00 UTC (winter time).
    await drainAt(at("2026-10-26T07:00:00Z"), STATEMENTS);
    await drainAt(at("2026-10-26T07:59:00Z"), STATEMENTS);
    await drainAt(at("2026-10-26T08:00:30Z"), STATEMENTS);
    await drainAt(at("2026-10-26T09:00:00Z"), STATEMENTS);
    await enqueueJob(undefined, {
      kind: "drivers.earnings_statement",
      payload: { driverId, week: "2026-10-19" },
      dedupeKey: "by-hand",
    });
    await drainAt(at("2026-10-26T09:30:00Z"), STATEMENTS);

    expect(await scheduleRuns("drivers.weekly_statements")).toEqual([
      "schedule:drivers.weekly_statements:2026-10-26T08:00:00.000Z",
    ]);
    const db = await getDb();
    const statements = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "driver-earnings-statement"));
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({
      dedupe_key: `earnings-statement:${driverId}:2026-10-19`,
      subject: "Your earnings for the week of 2026-10-19: £50.05",
    });
    expect(statements[0]!.text).toContain(
      "Week 2026-10-19 to 2026-10-25: 2 completed jobs, £50.05 earned.",
    );
    expect(statements[0]!.text).toContain(
      `2026-10-25 · ${last.booking.booking_reference} · Job · £30.03`,
    );
  });
});
