import "server-only";
import { and, gt, inArray, lte } from "drizzle-orm";
import { planBookingMessages } from "@/server/notifications/plan-ride-messages";
import { bookings } from "./schema";
import type { Database } from "./types";

/** How far ahead the demo plans reminders: enough to watch them fire, few enough to seed fast. */
const PLAN_AHEAD_MS = 48 * 60 * 60 * 1000;
const PLAN_AT_MOST = 2_000;

/**
 * The demo's bookings are written by SQL, not paid through the site, so nothing planned their
 * messages: plan them for the next two days as payment would (customer reminders, the unassigned
 * alert, the chauffeurs' reminders), so a fresh demo's queue holds the work a real day would.
 */
export async function planDemoMessages(db: Database, now: Date): Promise<number> {
  const upcoming = await db
    .select({ booking_id: bookings.booking_id })
    .from(bookings)
    .where(
      and(
        gt(bookings.pickup_at, now),
        lte(bookings.pickup_at, new Date(now.getTime() + PLAN_AHEAD_MS)),
        // What planBookingMessages plans for (it checks again): bookings a chauffeur may take.
        inArray(bookings.status, ["confirmed", "paid"]),
      ),
    )
    .orderBy(bookings.pickup_at)
    .limit(PLAN_AT_MOST);
  const bookingIds = upcoming.map((row) => row.booking_id);
  await planBookingMessages(db, { bookingIds, now });
  return bookingIds.length;
}
