import "server-only";
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { BookingListQuery } from "@/lib/validations/booking-list";
import type { SessionUser } from "@/server/auth/session";
import { serializeBooking } from "@/server/bookings/serialize";
import { getDb, type Database } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { bookings, users, type BookingRow } from "@/server/db/schema";
import { badRequest } from "@/server/http/errors";
import { bookingSearchCondition } from "./booking-search";

/**
 * Counting stops here: past it the total is PostgreSQL's estimate, flagged as one. A thousand is
 * a hundred pages, more than an operator pages through; counting further read up to ten times
 * as many rows for every page of a broad filter (a week of completed rides, a common surname).
 */
export const COUNT_CAP = 1_000;

const SORT_COLUMNS = {
  pickup: bookings.pickup_at,
  created: bookings.created_at,
  amount: bookings.price_pence,
} as const;

const ownerColumns = {
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  phone_number: users.phone_number,
};

export type Keyset = [string | number, number];

function encodeCursor(query: BookingListQuery, row: BookingRow): string {
  const value =
    query.sort === "amount"
      ? row.price_pence
      : (query.sort === "created" ? row.created_at : row.pickup_at).toISOString();
  return Buffer.from(JSON.stringify([value, row.booking_id])).toString("base64url");
}

function decodeCursor(query: BookingListQuery, cursor: string): Keyset {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(parsed) && parsed.length === 2 && Number.isSafeInteger(parsed[1])) {
      const [value, id] = parsed as [unknown, number];
      if (query.sort === "amount" && Number.isSafeInteger(value)) return [value as number, id];
      if (query.sort !== "amount" && typeof value === "string" && !Number.isNaN(Date.parse(value)))
        return [value, id];
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest("Cursor is not valid", { cursor: "Cursor is not valid" });
}

function shiftDays(date: string, days: number, hours: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (days * 24 + hours) * 60 * 60 * 1000);
}

/** The list's filters: one WHERE for the page, the count and the export. */
export function bookingListWhere(query: BookingListQuery, viewer: SessionUser): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    viewer.role === "admin" ? undefined : eq(bookings.user_id, viewer.user_id),
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
  db: Database,
  query: BookingListQuery,
  where: SQL | undefined,
  options: { after: Keyset | null; offset: number; limit: number },
) {
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === "asc" ? asc : desc;
  let keyset: SQL | undefined;
  if (options.after) {
    const value = query.sort === "amount" ? options.after[0] : new Date(options.after[0]);
    const operator = query.order === "asc" ? sql`>` : sql`<`;
    keyset = sql`(${column}, ${bookings.booking_id}) ${operator} (${value}, ${options.after[1]})`;
  }
  // The page's ids first, from the bookings indexes alone (an index-only scan for the plain
  // list); the customer columns are joined for those rows only, not for every row skipped.
  const pageIds = db
    .select({ id: bookings.booking_id })
    .from(bookings)
    .where(and(where, keyset))
    .orderBy(direction(column), direction(bookings.booking_id))
    .limit(options.limit)
    .offset(options.offset);
  return db
    .select({ booking: bookings, owner: ownerColumns })
    .from(bookings)
    .innerJoin(users, eq(users.user_id, bookings.user_id))
    .where(inArray(bookings.booking_id, pageIds))
    .orderBy(direction(column), direction(bookings.booking_id));
}

export async function selectBookingPage(
  query: BookingListQuery,
  where: SQL | undefined,
  options: { after: Keyset | null; offset: number; limit: number },
) {
  return bookingPageQuery(await getDb(), query, where, options);
}

/** Counts the filtered rows, stopping after COUNT_CAP + 1. */
export function cappedCountSql(where: SQL | undefined): SQL {
  const filter = where ? sql`where ${where}` : sql``;
  return sql`select count(*) as n from (select 1 from bookings ${filter} limit ${COUNT_CAP + 1}) as capped`;
}

/** An exact count up to COUNT_CAP; past it, the planner's estimate (never below the cap). */
async function cappedTotal(where: SQL | undefined): Promise<{ total: number; estimate: boolean }> {
  const db = await getDb();
  const filter = where ? sql`where ${where}` : sql``;
  const [counted] = rowsOf<{ n: string }>(
    await db.execute(
      sql`select count(*) as n from (select 1 from bookings ${filter} limit ${COUNT_CAP + 1}) as capped`,
    ),
  );
  const exact = Number(counted?.n ?? 0);
  if (exact <= COUNT_CAP) return { total: exact, estimate: false };
  const [plan] = rowsOf<{ "QUERY PLAN": unknown }>(
    await db.execute(sql`explain (format json) select 1 from bookings ${filter}`),
  );
  const raw = plan?.["QUERY PLAN"];
  const parsed = (typeof raw === "string" ? JSON.parse(raw) : raw) as {
    Plan: { "Plan Rows": number };
  }[];
  const estimated = Math.round(parsed[0]?.Plan["Plan Rows"] ?? 0);
  return { total: Math.max(COUNT_CAP + 1, estimated), estimate: true };
}

/**
 * One page of the bookings list: administrators see every booking, customers their own. Shallow
 * pages by number (offset), any depth by keyset cursor; `data` stays the spec's array and the
 * paging goes beside it.
 */
export async function listBookings(query: BookingListQuery, viewer: SessionUser) {
  const where = bookingListWhere(query, viewer);
  const after = query.cursor ? decodeCursor(query, query.cursor) : null;
  const offset = after ? 0 : (query.page - 1) * query.pageSize;
  const [rows, counted] = await Promise.all([
    selectBookingPage(query, where, { after, offset, limit: query.pageSize + 1 }),
    cappedTotal(where),
  ]);
  const hasNext = rows.length > query.pageSize;
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    data: page.map(({ booking, owner }) => serializeBooking(booking, owner)),
    pagination: {
      page: query.page,
      page_size: query.pageSize,
      total: counted.total,
      total_is_estimate: counted.estimate,
      has_next: hasNext,
      next_cursor: hasNext && last ? encodeCursor(query, last.booking) : null,
    },
  };
}
