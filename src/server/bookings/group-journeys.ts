import "server-only";
import type { ListedBooking } from "./list-bookings";

/** A listed booking; an outbound whose return leg is on the same page carries it beneath. */
export interface JourneyBooking extends ListedBooking {
  /** The return leg of this outbound when it is on the same page, else null. */
  return_leg: ListedBooking | null;
}

/**
 * My Bookings shows a return trip as one journey with two legs: the outbound carries its return
 * leg, and that leg is not listed again on its own. A leg whose partner is on another page (or
 * another tab) stays a row of its own, so no booking ever disappears from the list. The page's
 * order is kept: the journey sits where its outbound sorts.
 */
export function groupJourneys(rows: readonly ListedBooking[]): JourneyBooking[] {
  const byId = new Map(rows.map((row) => [row.booking_id, row]));
  const nested = new Set<number>();
  for (const row of rows) {
    const leg = row.return_booking_id === null ? undefined : byId.get(row.return_booking_id);
    if (leg && leg.original_booking_id === row.booking_id && !row.is_return_booking)
      nested.add(leg.booking_id);
  }
  return rows
    .filter((row) => !nested.has(row.booking_id))
    .map((row) => {
      const leg = row.return_booking_id === null ? undefined : byId.get(row.return_booking_id);
      return { ...row, return_leg: leg && nested.has(leg.booking_id) ? leg : null };
    });
}
