import "server-only";
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { BookingListQuery } from "@/lib/validations/booking-list";
import type { SessionUser } from "@/server/auth/session";
import { serializeBooking } from "@/server/bookings/serialize";
import { getDb, type Executor } from "@/server/db/client";
import {
  afterPosition,
  cappedCount,
  cursorValueOf,
  decodeCursor,
  encodeCursor,
  TOTAL_CAP,
  type KeysetColumn,
  type KeysetPosition,
} from "@/server/db/paging";
import { bookings, users } from "@/server/db/schema";
import { bookingSearchCondition } from "./booking-search";

/**
 * Counting stops here: past it the total is PostgreSQL's estimate, flagged as one. Up to the cap
 * the capped count reads at most ten thousand index entries, a few milliseconds, so a list of a
 * few thousand rows shows its exact total; only a larger one (a year of rides) is estimated.
 */
export const COUNT_CAP = TOTAL_CAP;

/** The console's sort names and their keyset columns (db/paging.ts reads and writes the cursor). */
const SORT_COLUMNS: Record<BookingListQuery["sort"], KeysetColumn> = {
  pickup: { column: bookings.pickup_at, kind: "timestamp" },
  created: { column: bookings.created_at, kind: "timestamp" },
  amount: { column: bookings.price_pence, kind: "integer" },
};

const ownerColumns = {
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  phone_number: users.phone_number,
};

/** The list's sort as the shared paging helpers name it. */
function sortOf(query: BookingListQuery) {
  return { key: query.sort, direction: query.order } as const;
}

/** Where a page starts after a cursor from `pagination.next_cursor` (400 if it is not one). */
export function positionOf(query: BookingListQuery): KeysetPosition | null {
  return query.cursor ? decodeCursor(query.cursor, sortOf(query)) : null;
}

/** The cursor after a page's last row: the sort column's value as PostgreSQL writes it, and the id. */
export function cursorAfter(
  query: BookingListQuery,
  last: { sort_value: string; booking: { booking_id: number } },
): KeysetPosition {
  return {
    sort: query.sort,
    direction: query.order,
    value: last.sort_value,
    id: last.booking.booking_id,
  };
}

function shiftDays(date: string, days: number, hours: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (days * 24 + hours) * 60 * 60 * 1000);
}

/** Upcoming rides are those picked up from now on (any status; the status filter is beside it). */
function whenCondition(when: BookingListQuery["when"], now: Date): SQL | undefined {
  if (when === "upcoming") return gte(bookings.pickup_at, now);
  if (when === "past") return lt(bookings.pickup_at, now);
  return undefined;
}

/** The list's filters: one WHERE for the page, the count and the export. */
export function bookingListWhere(
  query: BookingListQuery,
  viewer: SessionUser,
  now: Date = new Date(),
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    viewer.role === "admin" ? undefined : eq(bookings.user_id, viewer.user_id),
    whenCondition(query.when, now),
    query.status ? eq(bookings.status, query.status) : undefined,
    // The local pickup days are a filter only (`+ 0` keeps them out of index conditions): PostgreSQL
    // takes two correlated ranges for independent ones and would rather gather the whole window
    // through a BitmapAnd and sort it than walk the (status, pickup_at) index in the list's order.
    query.dateFrom ? sql`(${bookings.booking_date} + 0) >= ${query.dateFrom}` : undefined,
    query.dateTo ? sql`(${bookings.booking_date} + 0) <= ${query.dateTo}` : undefined,
    // The same days as instants, widened by the furthest time zones (UTC-12 to UTC+14), so the
    // (status, pickup_at) index reads just that window instead of filtering the whole list.
    query.dateFrom ? gte(bookings.pickup_at, shiftDays(query.dateFrom, 0, -14)) : undefined,
    query.dateTo ? lt(bookings.pickup_at, shiftDays(query.dateTo, 1, 12)) : undefined,
    query.q ? bookingSearchCondition(query.q) : undefined,
  ];
  return and(...conditions);
}

/** Rows after a keyset, in the list's order (ties broken by booking id): the query itself. */
export function bookingPageQuery(
  db: Executor,
  query: BookingListQuery,
  where: SQL | undefined,
  options: { after: KeysetPosition | null; offset: number; limit: number },
) {
  const sortColumn = SORT_COLUMNS[query.sort];
  const direction = query.order === "asc" ? asc : desc;
  const keyset = options.after
    ? afterPosition(sortColumn, bookings.booking_id, options.after)
    : undefined;
  // The page's ids first, from the bookings indexes alone (an index-only scan for the plain
  // list); the customer columns are joined for those rows only, not for every row skipped.
  const pageIds = db
    .select({ id: bookings.booking_id })
    .from(bookings)
    .where(and(where, keyset))
    .orderBy(direction(sortColumn.column), direction(bookings.booking_id))
    .limit(options.limit)
    .offset(options.offset);
  return db
    .select({ booking: bookings, owner: ownerColumns, sort_value: cursorValueOf(sortColumn) })
    .from(bookings)
    .innerJoin(users, eq(users.user_id, bookings.user_id))
    .where(inArray(bookings.booking_id, pageIds))
    .orderBy(direction(sortColumn.column), direction(bookings.booking_id));
}

export async function selectBookingPage(
  query: BookingListQuery,
  where: SQL | undefined,
  options: { after: KeysetPosition | null; offset: number; limit: number },
) {
  return bookingPageQuery(await getDb(), query, where, options);
}

/** The rows the count reads: the list's filter over bookings alone. */
export function bookingCountQuery(db: Executor, where: SQL | undefined) {
  return db
    .select({ one: sql`1` })
    .from(bookings)
    .where(where)
    .$dynamic();
}

/**
 * One page of the bookings list: administrators see every booking, customers their own. Shallow
 * pages by number (offset), any depth by keyset cursor; `data` stays the spec's array and the
 * paging goes beside it. The total is exact up to the count cap (COUNT_CAP unless given), then
 * the planner's estimate.
 */
export async function listBookings(
  query: BookingListQuery,
  viewer: SessionUser,
  options: { countCap?: number } = {},
) {
  const db = await getDb();
  const where = bookingListWhere(query, viewer);
  const after = positionOf(query);
  const offset = after ? 0 : (query.page - 1) * query.pageSize;
  const [rows, counted] = await Promise.all([
    bookingPageQuery(db, query, where, { after, offset, limit: query.pageSize + 1 }),
    cappedCount(db, bookingCountQuery(db, where), {
      cap: options.countCap ?? COUNT_CAP,
      estimate: true,
    }),
  ]);
  const hasNext = rows.length > query.pageSize;
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    data: page.map(({ booking, owner }) => serializeBooking(booking, owner)),
    pagination: {
      page: query.page,
      page_size: query.pageSize,
      ...counted,
      has_next: hasNext,
      next_cursor: hasNext && last ? encodeCursor(cursorAfter(query, last)) : null,
    },
  };
}
