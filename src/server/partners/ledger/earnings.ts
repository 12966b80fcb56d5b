import "server-only";
import { and, eq, gte, lt, ne, sql } from "drizzle-orm";
import {
  COMMISSION_CATEGORY_KEYS,
  COMMISSION_CATEGORY_LABELS,
  type CommissionCategory,
} from "@/lib/partners/commission";
import { earningsPeriods, percentChange } from "@/lib/partners/earnings-periods";
import { getDb, type Executor } from "@/server/db/client";
import { partnerCommissions } from "@/server/db/schema";
import { partnerBalances } from "./balances";
import { payoutTotals } from "./partner-balance";
import { ledgerNow } from "@/server/partners/ledger/clock";

const net = sql<number>`coalesce(sum(${partnerCommissions.amount_pence}), 0)`.mapWith(Number);

async function netBetween(db: Executor, partnerId: number, range?: { from: Date; to: Date }) {
  const [row] = await db
    .select({ net })
    .from(partnerCommissions)
    .where(
      and(
        eq(partnerCommissions.partner_id, partnerId),
        range ? gte(partnerCommissions.created_at, range.from) : undefined,
        range ? lt(partnerCommissions.created_at, range.to) : undefined,
      ),
    );
  return row?.net ?? 0;
}

/**
 * Commission Earnings: the four cards (net commission, reversals deducted, in pence) with their
 * change against the prior period of the same length, the breakdown by category, 30 days of
 * daily earnings for the chart, and the balances the Payouts page shows.
 */
export async function earningsSummary(db: Executor, partnerId: number, now: Date) {
  const cards = await Promise.all(
    earningsPeriods(now).map(async (period) => {
      const [current, previous] = await Promise.all([
        netBetween(db, partnerId, period.current),
        netBetween(db, partnerId, period.previous),
      ]);
      const value = period.key === "total" ? await netBetween(db, partnerId) : current;
      return { key: period.key, pence: value, change: percentChange(current, previous) ?? null };
    }),
  );
  const categories = await db
    .select({ category: partnerCommissions.category, net })
    .from(partnerCommissions)
    .where(
      and(eq(partnerCommissions.partner_id, partnerId), ne(partnerCommissions.kind, "job_pay")),
    )
    .groupBy(partnerCommissions.category);
  const byCategory: {
    category: CommissionCategory | "farmed_out";
    label: string;
    pence: number;
  }[] = COMMISSION_CATEGORY_KEYS.map((key: CommissionCategory) => ({
    category: key,
    label: COMMISSION_CATEGORY_LABELS[key],
    pence: categories.find((row) => row.category === key)?.net ?? 0,
  }));
  // Pay for jobs farmed out to the partner is its own line, not commission of a service type.
  const [jobPay] = await db
    .select({ net })
    .from(partnerCommissions)
    .where(
      and(eq(partnerCommissions.partner_id, partnerId), eq(partnerCommissions.kind, "job_pay")),
    );
  if (jobPay && jobPay.net !== 0) {
    byCategory.push({ category: "farmed_out", label: "Farmed-out jobs", pence: jobPay.net });
  }
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const day = sql<string>`to_char(${partnerCommissions.created_at} at time zone 'UTC', 'YYYY-MM-DD')`;
  const daily = await db
    .select({ day, net })
    .from(partnerCommissions)
    .where(
      and(eq(partnerCommissions.partner_id, partnerId), gte(partnerCommissions.created_at, since)),
    )
    .groupBy(day)
    .orderBy(day);
  const series = Array.from({ length: 31 }, (_, index) => {
    const date = new Date(since.getTime() + index * 86_400_000).toISOString().slice(0, 10);
    return { date, pence: daily.find((row) => row.day === date)?.net ?? 0 };
  });
  const balances = await partnerBalances(db, partnerId, now);
  const payouts = await payoutTotals(db, partnerId);
  return {
    cards,
    by_category: byCategory,
    series,
    balances: {
      available_pence: balances.available_pence,
      not_yet_available_pence: balances.pending_pence,
      ...payouts,
    },
  };
}

export type EarningsSummary = Awaited<ReturnType<typeof earningsSummary>>;

/** The Commission Earnings page's figures, now. */
export async function loadEarnings(partnerId: number) {
  const db = await getDb();
  return earningsSummary(db, partnerId, await ledgerNow(db));
}
