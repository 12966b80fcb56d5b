import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { BookingListTab, BookingRowTab, TabCounts } from "@/lib/booking-list";
import { getDb, type Executor } from "@/server/db/client";
import { cappedCount, decodeCursor, encodeCursor, TOTAL_CAP } from "@/server/db/paging";
import { bookings } from "@/server/db/schema";
import type { ListPagination } from "@/server/http/list-params";
import type { BookingListParams } from "./booking-list-params";
import {
  bookingCountQuery,
  bookingPageQuery,
  cancelledTab,
  pastTab,
  resolveList,
  upcomingTab,
  type ListViewer,
} from "./booking-list-query";
import { bookingScope } from "@/server/auth/policies";
import { chauffeursForBookings } from "./booking-chauffeurs";
import { serializeBooking, type BookingResponse } from "./serialize";

export type { ListViewer } from "./booking-list-query";

/**
 * Counting stops here: past it the total is PostgreSQL's estimate, flagged as one. Up to the cap
 * the capped count reads at most ten thousand index entries, a few milliseconds, so a list of a
 * few thousand rows shows its exact total; only a larger one (a year of rides) is estimated.
 */
export const COUNT_CAP = TOTAL_CAP;

export interface ListedBooking extends BookingResponse {
  tab: BookingRowTab;
  /** The passenger's name: the account holder's for self bookings, else the guest's. */
  customer_name: string;
}

export interface BookingList {
  data: ListedBooking[];
  pagination: ListPagination & { has_next: boolean };
  /** Matches per tab under the same search and filters (customers' and partners' lists). */
  tab_counts?: TabCounts;
}

export interface ListBookingsInput {
  viewer: ListViewer;
  params: BookingListParams;
  /** The tab when the URL names none: the API lists all, My Bookings opens on upcoming. */
  defaultTab?: BookingListTab;
  now?: Date;
  executor?: Executor;
  /** False skips the total and tab counts (an export reads page after page and shows none). */
  withTotals?: boolean;
  /** Where exact counting stops (COUNT_CAP unless given). */
  countCap?: number;
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
      upcoming: countWhere(upcomingTab(now)),
      past: countWhere(pastTab(now)),
      cancelled: countWhere(cancelledTab()),
    })
    .from(bookings)
    .where(where);
  return row ?? { upcoming: 0, past: 0, cancelled: 0 };
}

/**
 * One page of bookings for every bookings list (GET /api/bookings, the console, My Bookings,
 * the partner's lists): scoped by the booking policy, searched, filtered and sorted by the
 * database, with a capped total and a cursor to the next page. With a cursor the page starts
 * after it (keyset) instead of at an offset. `data` stays the spec's array, paging beside it.
 */
export async function listBookings(input: ListBookingsInput): Promise<BookingList> {
  const { params, now = new Date() } = input;
  const db = input.executor ?? (await getDb());
  const list = resolveList(input.viewer, params, { defaultTab: input.defaultTab, now });
  const after = params.cursor ? decodeCursor(params.cursor, list.sort) : null;
  const offset = after ? 0 : (params.page - 1) * params.page_size;
  const counting = input.withTotals !== false;
  const [rows, total, tabCounts] = await Promise.all([
    bookingPageQuery(db, list, { after, offset, limit: params.page_size + 1 }),
    counting
      ? cappedCount(db, bookingCountQuery(db, list.where), {
          cap: input.countCap ?? COUNT_CAP,
          estimate: true,
        })
      : null,
    counting && input.viewer.role !== "admin" ? countTabs(db, list.filtered, now) : undefined,
  ]);
  const hasNext = rows.length > params.page_size;
  const shown = rows.slice(0, params.page_size);
  const last = shown.at(-1);
  // A customer's own list says who is coming for each car (one query for the page).
  const chauffeurs =
    bookingScope(input.viewer).kind === "customer"
      ? await chauffeursForBookings(
          db,
          shown.map(({ booking }) => booking),
          now,
        )
      : null;
  return {
    data: shown.map(({ booking, owner, customer_name }) => ({
      ...serializeBooking(booking, owner, chauffeurs?.get(booking.booking_id)),
      tab: rowTab(booking.status, booking.pickup_at, now),
      customer_name,
    })),
    pagination: {
      page: params.page,
      page_size: params.page_size,
      ...(total ?? { total: shown.length, total_is_estimate: true }),
      has_next: hasNext,
      next_cursor:
        hasNext && last
          ? encodeCursor({
              sort: list.sort.key,
              direction: list.sort.direction,
              value: last.sort_value,
              id: last.booking.booking_id,
            })
          : null,
    },
    ...(tabCounts ? { tab_counts: tabCounts } : {}),
  };
}
