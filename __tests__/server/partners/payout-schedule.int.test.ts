import { eq } from "drizzle-orm";
import { SYSTEM_ACTOR } from "@/server/audit/record-audit";
import { getDb } from "@/server/db/client";
import {
  partnerBankAccounts,
  partnerCommissions,
  partnerPayouts,
  type PartnerRow,
} from "@/server/db/schema";
import { nextPayout } from "@/server/partners/ledger/next-payout";
import { runPayouts } from "@/server/partners/ledger/payout-run";
import { createBookingRow, createUser } from "@test/factories";
import { createPartner } from "@test/partners";

/**
 * Payout schedules in the operator's zone (Europe/London), across the change to summer time on
 * 29 March 2026: weekly partners are paid on Thursdays for their week, monthly partners on the
 * first Thursday of the month for the month before.
 */
const LONDON = "Europe/London";
let weekly: PartnerRow;
let monthly: PartnerRow;

/** A completed ride's commission, written at `at`. */
async function commission(partner: PartnerRow, pence: number, at: string) {
  const customer = await createUser();
  const booking = await createBookingRow({
    user_id: customer.user_id,
    partner_id: partner.partner_id,
    price_pence: pence * 5,
    payment_status: "paid",
    status: "completed",
    booking_date: "2026-03-01",
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
    created_at: new Date(at),
  });
}

const run = (at: string) =>
  runPayouts({ now: new Date(at), timeZone: LONDON, actor: SYSTEM_ACTOR });

async function payoutsOf(partner: PartnerRow) {
  const db = await getDb();
  return db
    .select()
    .from(partnerPayouts)
    .where(eq(partnerPayouts.partner_id, partner.partner_id))
    .orderBy(partnerPayouts.payout_id);
}

beforeAll(async () => {
  ({ partner: weekly } = await createPartner());
  ({ partner: monthly } = await createPartner());
  const db = await getDb();
  await db.insert(partnerBankAccounts).values({
    partner_id: monthly.partner_id,
    account_holder: "Monthly Cars Ltd",
    kind: "uk",
    sort_code: "200000",
    account_number: "55779911",
    masked: "Sort code 20-••-•• · Account ••••9911",
    payout_schedule: "monthly",
  });
  await commission(weekly, 6000, "2026-03-16T10:00:00Z");
  await commission(monthly, 6000, "2026-03-16T10:00:00Z");
  // 23:30 on 31 March in London (22:30 UTC): March.
  await commission(monthly, 1000, "2026-03-31T22:30:00Z");
  // 00:30 on 1 April in London (23:30 UTC on 31 March): April.
  await commission(monthly, 7000, "2026-03-31T23:30:00Z");
});

describe("the payout run honours each partner's schedule", () => {
  it("pays a weekly partner on Thursday and a monthly partner not at all mid-month", async () => {
    const thursday = await run("2026-03-19T10:00:00Z");
    expect(thursday.created.map((made) => made.partner_id)).toEqual([weekly.partner_id]);
    expect(await payoutsOf(weekly)).toMatchObject([{ period: "2026-W12", amount_pence: 6000 }]);
    expect(await payoutsOf(monthly)).toEqual([]);
  });

  it("pays a weekly partner nothing more until the next Thursday", async () => {
    await commission(weekly, 5500, "2026-03-20T10:00:00Z");
    const monday = await run("2026-03-23T10:00:00Z");
    expect(monday.created).toEqual([]);
    expect(await payoutsOf(weekly)).toHaveLength(1);
  });

  it("pays a monthly partner on April's first Thursday for March, cut at midnight in London", async () => {
    // 00:30 on Thursday 2 April in London (summer time): 23:30 UTC on Wednesday 1 April.
    const firstThursday = await run("2026-04-01T23:30:00Z");
    expect(firstThursday.created).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ partner_id: monthly.partner_id, period: "2026-03" }),
        expect.objectContaining({ partner_id: weekly.partner_id, period: "2026-W14" }),
      ]),
    );
    // The rows of March (6000 + 1000); the one written at 00:30 on 1 April waits for May.
    expect(await payoutsOf(monthly)).toMatchObject([{ period: "2026-03", amount_pence: 7000 }]);
    const april = await run("2026-04-09T10:00:00Z");
    expect(april.created.some((made) => made.partner_id === monthly.partner_id)).toBe(false);
    const may = await run("2026-05-07T10:00:00Z");
    expect(may.created).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          partner_id: monthly.partner_id,
          period: "2026-04",
          amount_pence: 7000,
        }),
      ]),
    );
  });

  it("says when the next payout is due (March's and April's monthly payouts are made above)", async () => {
    const clock = { now: new Date("2026-04-02T12:00:00Z"), timeZone: LONDON };
    expect(await nextPayout(monthly.partner_id, clock)).toEqual({
      schedule: "monthly",
      date: "2026-06-04",
    });
    expect(await nextPayout(weekly.partner_id, clock)).toEqual({
      schedule: "weekly",
      date: "2026-04-09",
    });
  });
});
