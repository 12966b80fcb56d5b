import "server-only";
import { and, asc, desc, eq, gte, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import {
  defaultOrder,
  effectiveWhen,
  isDated,
  type BookingListSort,
  type BookingListTab,
  type BookingListWhen,
} from "@/lib/booking-list";
import type { SortOrder } from "@/lib/list-params";
import { bookingScope, type Actor } from "@/server/auth/policies";
import type { Executor } from "@/server/db/client";
import {
  afterPosition,
  cursorValueOf,
  type KeysetColumn,
  type KeysetPosition,
} from "@/server/db/paging";
import { bookings, users } from "@/server/db/schema";
import type { BookingListParams } from "./booking-list-params";
import { bookingSearchCondition } from "./booking-search";

/** Who is listing; a partner brings its partner record's id (see policies' bookingScope). */
export type ListViewer = Actor;

/** The rows a list reads: its scope, tab or rides, and sort once the defaults are applied. */
export interface ResolvedList {
  where: SQL | undefined;
  /** The scope and filters without the tab: the tab counts are read under it. */
  filtered: SQL | undefined;
  tab: BookingListTab;
  when: BookingListWhen;
  sort: SortOrder<BookingListSort>;
}

export const SORT_COLUMNS: Record<BookingListSort, KeysetColumn> = {
  pickup_at: { column: bookings.pickup_at, kind: "timestamp" },
  created_at: { column: bookings.created_at, kind: "timestamp" },
  price: { column: bookings.price_pence, kind: "integer" },
};

/** The policy's scope as a condition: all, a partner's guest-page bookings, or one's own. */
function scopeOf(viewer: ListViewer): SQL | undefined {
  const scope = bookingScope(viewer);
  if (scope.kind === "all") return undefined;
  if (scope.kind === "partner")
    return scope.partnerId === null ? sql`false` : eq(bookings.partner_id, scope.partnerId);
  return eq(bookings.user_id, scope.userId);
}

export const upcomingTab = (now: Date) =>
  and(ne(bookings.status, "cancelled"), gte(bookings.pickup_at, now));
export const pastTab = (now: Date) =>
  and(ne(bookings.status, "cancelled"), lt(bookings.pickup_at, now));
export const cancelledTab = () => eq(bookings.status, "cancelled");

function tabCondition(tab: BookingListTab, now: Date): SQL | undefined {
  if (tab === "upcoming") return upcomingTab(now);
  if (tab === "past") return pastTab(now);
  if (tab === "cancelled") return cancelledTab();
  return undefined;
}

/** The console's rides are those picked up from now on, or before (any status: see `status`). */
function whenCondition(when: BookingListWhen, now: Date): SQL | undefined {
  if (when === "upcoming") return gte(bookings.pickup_at, now);
  if (when === "past") return lt(bookings.pickup_at, now);
  return undefined;
}

function shiftDays(date: string, days: number, hours: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (days * 24 + hours) * 60 * 60 * 1000);
}

/** The search and filters: one WHERE for the page, the count and the export. */
function filterCondition(params: BookingListParams): SQL | undefined {
  const from = params.date ?? params.from;
  const to = params.date ?? params.to;
  return and(
    params.q ? bookingSearchCondition(params.q) : undefined,
    params.status ? eq(bookings.status, params.status) : undefined,
    params.type ? eq(bookings.booking_type, params.type) : undefined,
    // The local pickup days are a filter only (`+ 0` keeps them out of index conditions): PostgreSQL
    // takes two correlated ranges for independent ones and would rather gather the whole window
    // through a BitmapAnd and sort it than walk the (status, pickup_at) index in the list's order.
    from ? sql`(${bookings.booking_date} + 0) >= ${from}` : undefined,
    to ? sql`(${bookings.booking_date} + 0) <= ${to}` : undefined,
    // The same days as instants, widened by the furthest time zones (UTC-12 to UTC+14), so the
    // (status, pickup_at) index reads just that window instead of filtering the whole list.
    from ? gte(bookings.pickup_at, shiftDays(from, 0, -14)) : undefined,
    to ? lt(bookings.pickup_at, shiftDays(to, 1, 12)) : undefined,
  );
}

/**
 * The list's rows and order. The console (every booking in scope) opens on the rides to come;
 * a customer's or partner's list on all of them unless the caller names a tab. Upcoming rides by
 * pickup (or on chosen pickup dates) read soonest first, everything else latest first.
 */
export function resolveList(
  viewer: ListViewer,
  params: BookingListParams,
  options: { defaultTab?: BookingListTab; now: Date },
): ResolvedList {
  const tab = params.tab ?? options.defaultTab ?? "all";
  const wholeConsole = bookingScope(viewer).kind === "all" && !params.tab;
  const when = wholeConsole ? effectiveWhen(params) : (params.when ?? "all");
  const filtered = and(scopeOf(viewer), filterCondition(params));
  const where = and(filtered, tabCondition(tab, options.now), whenCondition(when, options.now));
  const rides = tab === "all" ? when : tab;
  const sort = params.sort ?? {
    key: "pickup_at",
    direction: defaultOrder(rides, "pickup_at", isDated(params)),
  };
  return { where, filtered, tab, when, sort };
}

const ownerColumns = {
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  phone_number: users.phone_number,
};

const guestName = sql<string>`trim(coalesce(${bookings.guest_first_name}, '') || ' ' || coalesce(${bookings.guest_last_name}, ''))`;
const customerName = sql<string>`case when not ${bookings.is_self_booking} and ${guestName} <> ''
  then ${guestName} else ${users.first_name} || ' ' || ${users.last_name} end`;

/** Rows after a keyset, in the list's order (ties broken by booking id): the query itself. */
export function bookingPageQuery(
  db: Executor,
  list: Pick<ResolvedList, "where" | "sort">,
  options: { after: KeysetPosition | null; offset: number; limit: number },
) {
  const sortColumn = SORT_COLUMNS[list.sort.key];
  const direction = list.sort.direction === "asc" ? asc : desc;
  const keyset = options.after
    ? afterPosition(sortColumn, bookings.booking_id, options.after)
    : undefined;
  // The page's ids first, from the bookings indexes alone (an index-only scan for the plain
  // list); the customer columns are joined for those rows only, not for every row skipped.
  const pageIds = db
    .select({ id: bookings.booking_id })
    .from(bookings)
    .where(and(list.where, keyset))
    .orderBy(direction(sortColumn.column), direction(bookings.booking_id))
    .limit(options.limit)
    .offset(options.offset);
  return db
    .select({
      booking: bookings,
      owner: ownerColumns,
      customer_name: customerName,
      sort_value: cursorValueOf(sortColumn),
    })
    .from(bookings)
    .innerJoin(users, eq(users.user_id, bookings.user_id))
    .where(inArray(bookings.booking_id, pageIds))
    .orderBy(direction(sortColumn.column), direction(bookings.booking_id));
}

/** The rows the count reads: the list's filter over bookings alone. */
export function bookingCountQuery(db: Executor, where: SQL | undefined) {
  return db
    .select({ one: sql`1` })
    .from(bookings)
    .where(where)
    .$dynamic();
}
