import { totalPenceToPounds } from "@/lib/money";
import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { lastDaysPeriod, percentageChange, periodJson, type ComparedPeriod } from "./period";

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const db = await getDb();
  const [row] = rowsOf<T>(await db.execute(query));
  return row!;
}

/** Bookings received (created) in the period, against the period before. */
export async function totalBookingsStat(now = new Date()) {
  const period = lastDaysPeriod(now);
  const row = await one<{ current: string; previous: string }>(sql`
    select
      (select count(*) from bookings where created_at >= ${period.from} and created_at < ${period.to}) as current,
      (select count(*) from bookings where created_at >= ${period.previousFrom} and created_at < ${period.previousTo}) as previous`);
  const current = Number(row.current);
  const previous = Number(row.previous);
  return {
    total: current,
    previous_total: previous,
    percentageChange: percentageChange(current, previous),
    period: periodJson(period),
  };
}

/**
 * Net money received for payments taken in a window: card payments of the fare that succeeded
 * (less what was refunded of them) plus payments recorded offline. In pence. Tips are not the
 * business's revenue (every penny is credited to the chauffeur), so they are left out here and
 * counted on their own (tipsSql).
 */
function receivedSql(from: Date, to: Date) {
  return sql`(
    coalesce((select sum(amount_pence - refunded_pence) from payments
      where kind = 'booking' and status in ('succeeded', 'refunded')
        and created_at >= ${from} and created_at < ${to}), 0)
    + coalesce((select sum(amount_pence) from offline_payments
      where created_at >= ${from} and created_at < ${to}), 0))`;
}

/** Net tips taken by card in a window (passed on to the chauffeurs in full). In pence. */
function tipsSql(from: Date, to: Date) {
  return sql`coalesce((select sum(amount_pence - refunded_pence) from payments
      where kind = 'tip' and status in ('succeeded', 'refunded')
        and created_at >= ${from} and created_at < ${to}), 0)`;
}

export async function revenueStat(now = new Date()) {
  const period: ComparedPeriod = lastDaysPeriod(now);
  const row = await one<{ current: string; previous: string; tips: string }>(sql`
    select ${receivedSql(period.from, period.to)} as current,
           ${receivedSql(period.previousFrom, period.previousTo)} as previous,
           ${tipsSql(period.from, period.to)} as tips`);
  const current = Number(row.current);
  const previous = Number(row.previous);
  const tips = Number(row.tips);
  return {
    total_revenue: totalPenceToPounds(current),
    total_revenue_pence: current,
    /** Tips in the same period, apart from the revenue: the chauffeurs' money, not the fares. */
    tips: totalPenceToPounds(tips),
    tips_pence: tips,
    previous_revenue: totalPenceToPounds(previous),
    percentageChange: percentageChange(current, previous),
    currency: "gbp",
    period: periodJson(period),
  };
}

/**
 * Drivers whose status is Available now, against how many were 30 days ago: today's count less
 * the drivers who became Available in the window plus those who stopped being Available, read
 * from the audit trail's driver status changes.
 */
export async function activeDriversStat(now = new Date()) {
  const period = lastDaysPeriod(now);
  const row = await one<{ current: string; entered: string; left_: string }>(sql`
    select
      (select count(*) from drivers where status = 'Available') as current,
      (select count(*) from audit_events where entity_kind = 'driver' and occurred_at >= ${period.from}
        and changes -> 'status' ->> 'new' = 'Available') as entered,
      (select count(*) from audit_events where entity_kind = 'driver' and occurred_at >= ${period.from}
        and changes -> 'status' ->> 'old' = 'Available') as left_`);
  const current = Number(row.current);
  const before = Math.max(0, current - Number(row.entered) + Number(row.left_));
  return {
    total: current,
    previous_total: before,
    percentageChange: percentageChange(current, before),
    period: periodJson(period),
  };
}

const DAY_ZONE = "Europe/London";

/**
 * Bookings received and net revenue (tips left out, as on the card) per London calendar day,
 * oldest first, zero days included.
 * Each day is its own pair of range lookups ([midnight, next midnight) in London, turned into
 * instants once per day), so PostgreSQL answers with index-only scans on bookings(created_at, booking_id)
 * and payments_revenue_idx instead of converting the time zone of every row of the window and
 * grouping them: the difference between about 300 ms and a few tens at a million bookings.
 */
export async function dailySeries(days: number, now = new Date()) {
  const db = await getDb();
  const result = await db.execute(sql`
    with day_list as (
      select day::date as day,
             (day::date::timestamp at time zone ${DAY_ZONE}) as starts,
             ((day::date + 1)::timestamp at time zone ${DAY_ZONE}) as ends
      from generate_series(
        (${now}::timestamptz at time zone ${DAY_ZONE})::date - (${days}::int - 1),
        (${now}::timestamptz at time zone ${DAY_ZONE})::date, interval '1 day') as day
    )
    select to_char(d.day, 'YYYY-MM-DD') as date,
      (select count(*) from bookings where created_at >= d.starts and created_at < d.ends) as bookings,
      coalesce((select sum(amount_pence - refunded_pence) from payments
        where kind = 'booking' and status in ('succeeded', 'refunded')
          and created_at >= d.starts and created_at < d.ends), 0)
      + coalesce((select sum(amount_pence) from offline_payments
        where created_at >= d.starts and created_at < d.ends), 0) as revenue_pence
    from day_list d
    order by d.day`);
  return rowsOf<{ date: string; bookings: string; revenue_pence: string }>(result).map((row) => ({
    date: row.date,
    bookings: Number(row.bookings),
    revenue: totalPenceToPounds(Number(row.revenue_pence)),
    revenue_pence: Number(row.revenue_pence),
  }));
}
