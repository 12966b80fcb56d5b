import { eq, inArray, isNull } from "drizzle-orm";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { markPayoutFailed, markPayoutPaid } from "@/server/commissions/payout-status";
import { runPayouts } from "@/server/commissions/run-payouts";
import { payoutTotals } from "@/server/commissions/payout-totals";
import { getDb } from "@/server/db/client";
import { partnerCommissions, partnerPayouts, payoutItems } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import { partnerBalances } from "@/server/partners/ledger/balances";
import { createPartner } from "@test/partners";
import { DAY_MS, entriesOf } from "@test/ledger";
import { paidPastBooking } from "@test/payout-fixtures";

const actor = { kind: "admin" as const, id: null, label: "Test" };
const WEEK = 7 * DAY_MS;

async function payoutsOf(partnerIds: number[]) {
  const db = await getDb();
  return db.select().from(partnerPayouts).where(inArray(partnerPayouts.partner_id, partnerIds));
}

describe("the payout run under concurrency (PGlite serialises; CI repeats this on PostgreSQL)", () => {
  it("creates exactly one payout per partner when six runs start at once", async () => {
    const partners = await Promise.all([1, 2, 3].map(() => createPartner({ status: "Active" })));
    for (const { partner } of partners) {
      await paidPastBooking(partner, 30_000);
      await paidPastBooking(partner, 12_345);
    }
    const ids = partners.map(({ partner }) => partner.partner_id);
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 6 }, () => runPayouts({ actor, now })));
    const mine = (await payoutsOf(ids)).filter((row) => row.period_key === results[0]!.periodKey);
    expect(mine).toHaveLength(3);
    expect(results.reduce((sum, result) => sum + result.created, 0)).toBe(3);
    for (const payout of mine) expect(payout.net_pence).toBe(6000 + 2469);
    const db = await getDb();
    const rows = await db
      .select()
      .from(partnerCommissions)
      .where(inArray(partnerCommissions.partner_id, ids));
    expect(rows.every((row) => row.payout_id !== null)).toBe(true);
    const items = await db
      .select()
      .from(payoutItems)
      .where(
        inArray(
          payoutItems.payout_id,
          mine.map((payout) => payout.payout_id),
        ),
      );
    expect(items).toHaveLength(6);
  });

  it("gives each row to one payout when runs of two periods race", async () => {
    const { partner } = await createPartner({ status: "Active" });
    await paidPastBooking(partner, 40_000);
    await paidPastBooking(partner, 40_000);
    const now = new Date();
    await Promise.all([
      runPayouts({ actor, now }),
      runPayouts({ actor, now: new Date(now.getTime() + WEEK) }),
      runPayouts({ actor, now }),
    ]);
    const payouts = await payoutsOf([partner.partner_id]);
    expect(payouts.reduce((sum, payout) => sum + payout.net_pence, 0)).toBe(16_000);
    const db = await getDb();
    const items = await db
      .select()
      .from(payoutItems)
      .where(
        inArray(
          payoutItems.payout_id,
          payouts.map((payout) => payout.payout_id),
        ),
      );
    expect(new Set(items.map((item) => item.commission_id)).size).toBe(items.length);
  });

  it("lets only one of two concurrent 'mark paid' calls through (409 for the other)", async () => {
    const { partner } = await createPartner({ status: "Active" });
    await paidPastBooking(partner, 50_000);
    const { payoutIds } = await runPayouts({ actor });
    const id = payoutIds[0]!;
    const outcomes = await Promise.allSettled([
      markPayoutPaid({ payoutId: id, bankReference: "A", actor }),
      markPayoutPaid({ payoutId: id, bankReference: "B", actor }),
      markPayoutFailed({ payoutId: id, reason: "Bank said no", actor }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes)
      if (outcome.status === "rejected") {
        expect(outcome.reason).toBeInstanceOf(AppError);
        expect((outcome.reason as AppError).code).toBe("CONFLICT");
      }
  });
});

describe("a refund after the payout", () => {
  it("becomes a deduction on the next payout", async () => {
    const { partner } = await createPartner({ status: "Active" });
    const paidOut = await paidPastBooking(partner, 30_000); // 6000
    const first = await runPayouts({ actor });
    const payoutId = first.payoutIds.find(Boolean)!;
    await markPayoutPaid({ payoutId, bankReference: "W1", actor });
    expect(await payoutTotals(partner.partner_id)).toEqual({
      pendingPayoutsPence: 0,
      totalPaidPence: 6000,
    });

    await cancelBooking({ bookingId: paidOut.booking_id, byOperator: true, auditActor: actor });
    const [, reversal] = await entriesOf(paidOut.booking_id);
    expect(reversal).toMatchObject({ kind: "reversal", amount_pence: -6000, payout_id: null });
    // alone it is a negative balance: no payout
    const nextWeek = new Date(Date.now() + WEEK);
    const db = await getDb();
    expect((await partnerBalances(db, partner.partner_id, nextWeek)).available_pence).toBe(-6000);
    await runPayouts({ actor, now: nextWeek });
    expect(await payoutsOf([partner.partner_id])).toHaveLength(1);

    await paidPastBooking(partner, 60_000); // 12000
    const second = await runPayouts({ actor, now: new Date(Date.now() + 2 * WEEK) });
    const [payout] = await db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.payout_id, second.payoutIds.at(-1) ?? 0));
    expect(payout).toMatchObject({
      partner_id: partner.partner_id,
      commission_pence: 12_000,
      deductions_pence: 6000,
      net_pence: 6000,
    });
    const left = await db
      .select()
      .from(partnerCommissions)
      .where(isNull(partnerCommissions.payout_id));
    expect(left.filter((row) => row.partner_id === partner.partner_id)).toEqual([]);
  });
});
