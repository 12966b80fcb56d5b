import "server-only";
import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import type {
  DriverEarningLine,
  DriverEarningsView,
  DriverEarningWeek,
} from "@/lib/drivers/earnings-types";
import {
  EARNINGS_TIME_ZONE,
  earningsDay,
  mondayOf,
  weekEnd,
  weekOfInstant,
  weekSpan,
} from "@/lib/drivers/earnings-week";
import type { Executor } from "@/server/db/client";
import { bookings, driverEarnings } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";
import { AppError, notFound } from "@/server/http/errors";
import { DRIVER_NOT_FOUND, findDriverByUser, findDriverRow } from "./queries";
import { NO_DRIVER_RECORD_MESSAGE, UNDER_REVIEW_SIGN_IN_MESSAGE } from "./own-driver";

export interface EarningsQuery {
  driverId: number;
  /** Any day of the week wanted; the week of `now` when not given. */
  week?: string;
  now?: Date;
}

/**
 * A chauffeur's earnings ledger as the earnings page and the admin driver page show it: the
 * week asked for line by line, every week's totals (grouped by the Monday of its week in
 * Europe/London, by the database, so a long career is one small query), and the all-time totals.
 */
export async function readDriverEarnings(
  input: EarningsQuery,
  executor?: Executor,
): Promise<DriverEarningsView> {
  const db = await executorOrDb(executor);
  const monday = input.week ? mondayOf(input.week) : weekOfInstant(input.now ?? new Date());
  const span = weekSpan(monday);
  const lineRows = await db
    .select({
      earning_id: driverEarnings.earning_id,
      kind: driverEarnings.kind,
      amount_pence: driverEarnings.amount_pence,
      earned_at: driverEarnings.earned_at,
      booking_id: driverEarnings.booking_id,
      booking_reference: bookings.booking_reference,
      pickup_location: bookings.pickup_location,
      dropoff_location: bookings.dropoff_location,
      number_of_hours: bookings.number_of_hours,
    })
    .from(driverEarnings)
    .innerJoin(bookings, eq(bookings.booking_id, driverEarnings.booking_id))
    .where(
      and(
        eq(driverEarnings.driver_id, input.driverId),
        gte(driverEarnings.earned_at, span.from),
        lt(driverEarnings.earned_at, span.to),
      ),
    )
    .orderBy(asc(driverEarnings.earned_at), asc(driverEarnings.earning_id));
  const lines: DriverEarningLine[] = lineRows.map((row) => ({
    ...row,
    earned_at: row.earned_at.toISOString(),
    date: earningsDay(row.earned_at),
  }));

  const weekStart = sql<string>`to_char(date_trunc('week', ${driverEarnings.earned_at} at time zone ${sql.raw(`'${EARNINGS_TIME_ZONE}'`)}), 'YYYY-MM-DD')`;
  const weekRows = await db
    .select({
      week_start: weekStart,
      jobs: sql<number>`(count(*) filter (where ${driverEarnings.kind} = 'job'))::int`,
      total_pence: sql<number>`sum(${driverEarnings.amount_pence})::int`,
    })
    .from(driverEarnings)
    .where(eq(driverEarnings.driver_id, input.driverId))
    .groupBy(weekStart)
    .orderBy(desc(weekStart));
  const weeks: DriverEarningWeek[] = weekRows.map((row) => ({
    week_start: row.week_start,
    week_end: weekEnd(row.week_start),
    jobs: Number(row.jobs),
    total_pence: Number(row.total_pence),
  }));
  const shown = weeks.find((week) => week.week_start === monday) ?? {
    week_start: monday,
    week_end: weekEnd(monday),
    jobs: 0,
    total_pence: 0,
  };
  return {
    driver_id: input.driverId,
    time_zone: EARNINGS_TIME_ZONE,
    week: shown,
    lines,
    weeks,
    total_trips: weeks.reduce((sum, week) => sum + week.jobs, 0),
    total_pence: weeks.reduce((sum, week) => sum + week.total_pence, 0),
  };
}

/** The administrator's view of one driver's ledger; a missing driver is 404. */
export async function readDriverEarningsForAdmin(
  input: EarningsQuery,
): Promise<DriverEarningsView> {
  if (!(await findDriverRow(input.driverId))) throw notFound(DRIVER_NOT_FOUND);
  return readDriverEarnings(input);
}

/**
 * The signed-in chauffeur's own ledger: the driver record is found from the account, never from
 * anything the client sends, so no chauffeur can read another's.
 */
export async function readOwnDriverEarnings(input: {
  userId: number;
  week?: string;
  now?: Date;
}): Promise<DriverEarningsView> {
  const row = await findDriverByUser(input.userId);
  if (!row) throw new AppError("NOT_FOUND", NO_DRIVER_RECORD_MESSAGE);
  if (row.status === "Under Review") throw new AppError("FORBIDDEN", UNDER_REVIEW_SIGN_IN_MESSAGE);
  return readDriverEarnings({ driverId: row.driver_id, week: input.week, now: input.now });
}
