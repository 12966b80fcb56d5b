import "server-only";
import { and, eq, like, sql } from "drizzle-orm";
import { SYSTEM_ACTOR } from "@/server/audit/record-audit";
import { ledgerTimeZone } from "@/server/partners/ledger/clock";
import { runPayouts } from "@/server/partners/ledger/payout-run";
import { recordCommissions, reverseCommissions } from "@/server/partners/ledger/record-commissions";
import { settlePayout } from "@/server/partners/ledger/settle-payout";
import type { Database } from "./client";
import { partners } from "./schema";
import { rowsOf } from "./rows";

/** Guest-page bookings per demo partner: enough to fill its screens, bounded at any demo size. */
const BOOKINGS_PER_PARTNER = 150;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Active demo partners' rates: the first is VAT-registered (its payouts carry VAT on top),
 * the second is not; the third demo partner is Pending and has no guest page bookings.
 */
const DEMO_TERMS = [
  {
    rate_airport_bps: 2000,
    rate_hourly_bps: 1500,
    rate_events_bps: 2500,
    rate_business_bps: 1800,
    vat_number: "GB123456789",
  },
  {
    rate_airport_bps: 1200,
    rate_hourly_bps: 1000,
    rate_events_bps: 1500,
    rate_business_bps: 1000,
    vat_number: null,
  },
] as const;

interface DemoPayment {
  booking_id: number;
  return_booking_id: number | null;
  price_pence: number;
  return_price_pence: number | null;
  payment_status: "paid" | "refunded" | "unpaid";
  source: string;
  refund_id: string | null;
  paid_at: Date;
  cancelled_at: Date | null;
  /** The last leg's pickup: after it every leg's ride is done (or cancelled). */
  last_pickup_at: Date;
}

export interface DemoLedgerResult {
  partnerBookings: number;
  commissions: number;
  payouts: number;
}

/** The payout run's date: a Thursday (run day) 10:00 UTC at least two weeks ago. */
export function demoRunDate(now: Date): Date {
  const run = new Date(now.getTime() - 14 * DAY_MS);
  run.setUTCHours(10, 0, 0, 0);
  while (run.getUTCDay() !== 4) run.setTime(run.getTime() - DAY_MS);
  return run;
}

/**
 * Gives the Active demo partners of batch `tag` rates and guest-page bookings, and builds their
 * ledger the way the business would have: each paid booking's commission is written by the
 * payment path's own function at its payment time (and taken back by the refund's), in time
 * order around one payout run two weeks or more ago, whose first payout is then marked paid. So
 * the demo's ledger obeys the real rules (rates by category, VAT at the payout, minimum, the
 * 7-day availability) and reconciles: commission rows = payouts' net + balance.
 */
export async function seedDemoPartnerLedger(
  db: Database,
  input: { tag: string; now?: Date },
): Promise<DemoLedgerResult> {
  const now = input.now ?? new Date();
  const demo = await db
    .select({ partner_id: partners.partner_id })
    .from(partners)
    .where(and(like(partners.slug, `demo-${input.tag}-%`), eq(partners.status, "Active")))
    .orderBy(partners.partner_id);
  const partnerIds = demo.slice(0, DEMO_TERMS.length).map((row) => row.partner_id);
  if (partnerIds.length === 0) return { partnerBookings: 0, commissions: 0, payouts: 0 };
  for (const [index, partnerId] of partnerIds.entries())
    await db.update(partners).set(DEMO_TERMS[index]!).where(eq(partners.partner_id, partnerId));

  // Partner k takes the batch's outbound bookings with booking_id % 9 = k (most recent first,
  // up to the bound), and each one's return leg with it.
  const attributed = rowsOf<{ n: string }>(
    await db.execute(sql`with demo_partners as (
        select partner_id, (row_number() over (order by partner_id) - 1)::int as k
        from partners where partner_id in ${partnerIds}
      ), picked as (
        select b.booking_id, p.partner_id,
          row_number() over (partition by p.partner_id order by b.created_at desc, b.booking_id) as r
        from bookings b
        join users u on u.user_id = b.user_id and u.email like ${`demo.${input.tag}.%`}
        join demo_partners p on p.k = b.booking_id % 9
        where not b.is_return_booking
      ), updated as (
        update bookings set partner_id = picked.partner_id from picked
        where picked.r <= ${BOOKINGS_PER_PARTNER}
          and (bookings.booking_id = picked.booking_id or bookings.original_booking_id = picked.booking_id)
        returning 1
      )
      select count(*) as n from updated`),
  );

  // Each paid outbound booking of theirs is one payment (card or offline) for its legs.
  const payments = rowsOf<DemoPayment>(
    await db.execute(sql`select b.booking_id, b.return_booking_id, b.price_pence,
        r.price_pence as return_price_pence, b.payment_status,
        coalesce(b.payment_intent_id, 'offline-' || o.offline_payment_id) as source,
        p.refund_id, b.paid_at, b.cancelled_at,
        greatest(b.pickup_at, coalesce(r.pickup_at, b.pickup_at)) as last_pickup_at
      from bookings b
      left join bookings r on r.booking_id = b.return_booking_id
      left join payments p on p.booking_id = b.booking_id
      left join offline_payments o on o.booking_id = b.booking_id
      where b.partner_id in ${partnerIds} and not b.is_return_booking and b.paid_at is not null
      order by b.paid_at, b.booking_id`),
  ).map((row) => ({
    ...row,
    paid_at: new Date(row.paid_at),
    cancelled_at: row.cancelled_at ? new Date(row.cancelled_at) : null,
    last_pickup_at: new Date(row.last_pickup_at),
  }));

  const runAt = demoRunDate(now);
  // Before the run: what had been paid, ridden (and refunded) by then; the rest comes after it.
  const before = payments.filter(
    (payment) =>
      payment.paid_at <= runAt &&
      payment.last_pickup_at <= runAt &&
      (payment.cancelled_at === null || payment.cancelled_at <= runAt),
  );
  const after = payments.filter((payment) => !before.includes(payment));
  let commissions = await recordPayments(db, before);
  const run = await runPayouts({
    now: runAt,
    timeZone: await ledgerTimeZone(),
    actor: SYSTEM_ACTOR,
    partnerIds,
  });
  const [first] = run.created;
  if (first)
    await settlePayout({
      payoutId: first.payout_id,
      outcome: { paid: true, reference: `BACS-DEMO-${first.payout_id}` },
      actor: SYSTEM_ACTOR,
      now: new Date(runAt.getTime() + DAY_MS),
    });
  commissions += await recordPayments(db, after);
  return {
    partnerBookings: Number(attributed[0]?.n ?? 0),
    commissions,
    payouts: run.created.length,
  };
}

/** The payment path's ledger writes for each payment, and the refund's for a refunded one. */
async function recordPayments(db: Database, payments: DemoPayment[]): Promise<number> {
  return db.transaction(async (tx) => {
    let written = 0;
    for (const payment of payments) {
      const legs = [{ booking_id: payment.booking_id, price_pence: payment.price_pence }];
      if (payment.return_booking_id !== null && payment.return_price_pence !== null)
        legs.push({
          booking_id: payment.return_booking_id,
          price_pence: payment.return_price_pence,
        });
      written += await recordCommissions(tx, {
        bookingIds: legs.map((leg) => leg.booking_id),
        source: payment.source,
        at: payment.paid_at,
      });
      if (payment.payment_status === "refunded" && payment.cancelled_at)
        written += await reverseCommissions(tx, {
          legs,
          refundPence: legs.reduce((sum, leg) => sum + leg.price_pence, 0),
          source: payment.refund_id ?? `re_demo_${payment.booking_id}`,
          at: payment.cancelled_at,
        });
    }
    return written;
  });
}
