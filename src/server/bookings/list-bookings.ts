import "server-only";
import { and, asc, desc, eq, gte, ilike, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { BookingListSort, BookingListTab, BookingRowTab, TabCounts } from "@/lib/booking-list";
import { bookingScope } from "@/server/auth/policies";
import type { SessionUser } from "@/server/auth/session";
import { getDb, type Executor } from "@/server/db/client";
import {
  afterPosition,
  cappedCount,
  cursorValueOf,
  decodeCursor,
  encodeCursor,
  likePattern,
  type KeysetColumn,
} from "@/server/db/paging";
import { bookings, users } from "@/server/db/schema";
import type { ListPagination, SortOrder } from "@/server/http/list-params";
import type { BookingListParams } from "./booking-list-params";
import { serializeBooking, type BookingResponse } from "./serialize";

export interface ListedBooking extends BookingResponse {
  tab: BookingRowTab;
  /** The passenger's name: the account holder's for self bookings, else the guest's. */
  customer_name: string;
}

export interface BookingList {
  data: ListedBooking[];
  pagination: ListPagination;
  /** Matches per tab under the same search and filters (customers' lists only). */
  tab_counts?: TabCounts;
}

const SORT_COLUMNS: Record<BookingListSort, KeysetColumn> = {
  pickup_at: { column: bookings.pickup_at, kind: "timestamp" },
  created_at: { column: bookings.created_at, kind: "timestamp" },
  price: { column: bookings.price_pence, kind: "integer" },
};

const guestName = sql<string>`trim(coalesce(${bookings.guest_first_name}, '') || ' ' || coalesce(${bookings.guest_last_name}, ''))`;
const customerName = sql<string>`case when not ${bookings.is_self_booking} and ${guestName} <> ''
  then ${guestName} else ${users.first_name} || ' ' || ${users.last_name} end`;

/** The policy's scope as a condition: all, a partner's guest-page bookings, or one's own. */
function scopeOf(viewer: ListViewer): SQL | undefined {
  const scope = bookingScope(viewer);
  if (scope.kind === "all") return undefined;
  if (scope.kind === "partner")
    return scope.partnerId === null ? sql`false` : eq(bookings.partner_id, scope.partnerId);
  return eq(bookings.user_id, scope.userId);
}

const upcoming = (now: Date) => and(ne(bookings.status, "cancelled"), gte(bookings.pickup_at, now));
const past = (now: Date) => and(ne(bookings.status, "cancelled"), lt(bookings.pickup_at, now));
const cancelled = () => eq(bookings.status, "cancelled");

function tabCondition(tab: BookingListTab, now: Date): SQL | undefined {
  if (tab === "upcoming") return upcoming(now);
  if (tab === "past") return past(now);
  if (tab === "cancelled") return cancelled();
  return undefined;
}

/** Search (the spec's: customer name, pickup, dropoff; plus the reference) and the filters. */
function filterCondition(params: BookingListParams): SQL | undefined {
  const pattern = params.q ? likePattern(params.q) : null;
  return and(
    pattern
      ? or(
          ilike(customerName, pattern),
          ilike(bookings.pickup_location, pattern),
          ilike(bookings.dropoff_location, pattern),
          ilike(bookings.reference_code, pattern),
        )
      : undefined,
    params.status ? eq(bookings.status, params.status) : undefined,
    params.type ? eq(bookings.booking_type, params.type) : undefined,
    params.from ? gte(bookings.booking_date, params.from) : undefined,
    params.to ? lte(bookings.booking_date, params.to) : undefined,
  );
}

/** Upcoming lists the soonest ride first; every other tab the latest first. */
function sortOf(params: BookingListParams, tab: BookingListTab): SortOrder<BookingListSort> {
  return params.sort ?? { key: "pickup_at", direction: tab === "upcoming" ? "asc" : "desc" };
}

function rowTab(status: string, pickupAt: Date, now: Date): BookingRowTab {
  if (status === "cancelled") return "cancelled";
  return pickupAt.getTime() >= now.getTime() ? "upcoming" : "past";
}

async function countTabs(db: Executor, where: SQL | undefined, now: Date): Promise<TabCounts> {
  const countWhere = (condition: SQL | undefined) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      upcoming: countWhere(upcoming(now)),
      past: countWhere(past(now)),
      cancelled: countWhere(cancelled()),
    })
    .from(bookings)
    .innerJoin(users, eq(users.user_id, bookings.user_id))
    .where(where);
  return row ?? { upcoming: 0, past: 0, cancelled: 0 };
}

/** Who is listing; a partner brings its partner record's id (see policies' bookingScope). */
export type ListViewer = Pick<SessionUser, "user_id" | "role"> & { partner_id?: number | null };

export interface ListBookingsInput {
  viewer: ListViewer;
  params: BookingListParams;
  /** The tab when the URL names none: the API lists all, My Bookings opens on upcoming. */
  defaultTab?: BookingListTab;
  now?: Date;
  executor?: Executor;
  /** False skips the total and tab counts (the export reads page after page and shows none). */
  withTotals?: boolean;
}

/**
 * One page of bookings for GET /api/bookings and My Bookings: scoped to the viewer, searched,
 * filtered and sorted by the database, with a capped total and a cursor to the next page. With a
 * cursor the page starts after it (keyset) instead of at an offset.
 */
export async function listBookings(input: ListBookingsInput): Promise<BookingList> {
  const { params, now = new Date() } = input;
  const db = input.executor ?? (await getDb());
  const tab = params.tab ?? input.defaultTab ?? "all";
  const filtered = and(scopeOf(input.viewer), filterCondition(params));
  const where = and(filtered, tabCondition(tab, now));
  const sort = sortOf(params, tab);
  const sortColumn = SORT_COLUMNS[sort.key];
  const position = params.cursor ? decodeCursor(params.cursor, sort) : null;
  const direction = sort.direction === "asc" ? asc : desc;
  const rows = await db
    .select({
      booking: bookings,
      owner: {
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
        phone_number: users.phone_number,
      },
      customer_name: customerName,
      sort_value: cursorValueOf(sortColumn),
    })
    .from(bookings)
    .innerJoin(users, eq(users.user_id, bookings.user_id))
    .where(position ? and(where, afterPosition(sortColumn, bookings.booking_id, position)) : where)
    .orderBy(direction(sortColumn.column), direction(bookings.booking_id))
    .limit(params.page_size + 1)
    .offset(position ? 0 : (params.page - 1) * params.page_size);
  const shown = rows.slice(0, params.page_size);
  const last = shown.at(-1);
  const countQuery = db
    .select({ one: sql`1` })
    .from(bookings)
    .innerJoin(users, eq(users.user_id, bookings.user_id))
    .where(where)
    .$dynamic();
  const counting = input.withTotals !== false;
  const [total, tabCounts] = await Promise.all([
    counting ? cappedCount(db, countQuery) : { total: shown.length, total_is_estimate: true },
    counting && input.viewer.role !== "admin" ? countTabs(db, filtered, now) : undefined,
  ]);
  return {
    data: shown.map(({ booking, owner, customer_name }) => ({
      ...serializeBooking(booking, owner),
      tab: rowTab(booking.status, booking.pickup_at, now),
      customer_name,
    })),
    pagination: {
      page: params.page,
      page_size: params.page_size,
      ...total,
      next_cursor:
        rows.length > params.page_size && last
          ? encodeCursor({
              sort: sort.key,
              direction: sort.direction,
              value: last.sort_value,
              id: last.booking.booking_id,
            })
          : null,
    },
    ...(tabCounts ? { tab_counts: tabCounts } : {}),
  };
}
