import "server-only";
import { estimatedJobEnd, routeDurationMinutes, type JobLength } from "@/lib/dispatch/job-end";
import { MINIMUM_BILLED_HOURS } from "@/lib/hourly-minimum";
import { routeMiles } from "@/lib/pricing";
import type { DispatchSettings } from "@/lib/settings/schemas";
import type { Executor } from "@/server/db/client";
import type { BookingRow } from "@/server/db/schema";
import { readSettingsGroup } from "@/server/settings/read-settings";

export type JobWindowBooking = Pick<
  BookingRow,
  | "booking_type"
  | "pickup_at"
  | "pickup_lat"
  | "pickup_lng"
  | "dropoff_lat"
  | "dropoff_lng"
  | "distance_travelled"
  | "number_of_hours"
>;

/**
 * The road miles of a point-to-point booking: the distance its quote computed and stored, or,
 * for an older row without one, the same estimate from its coordinates (the place index's, or
 * Google's geocoding when that made the booking). No network call: the board and the
 * suggestions read many bookings at once and must work offline.
 */
function bookingMiles(booking: JobWindowBooking): number {
  if (booking.distance_travelled !== null && booking.distance_travelled >= 0) {
    return booking.distance_travelled;
  }
  if (booking.dropoff_lat === null || booking.dropoff_lng === null) return 0;
  return routeMiles(
    { lat: booking.pickup_lat, lng: booking.pickup_lng },
    { lat: booking.dropoff_lat, lng: booking.dropoff_lng },
  );
}

/** How long the booking's job lasts (pure once the settings are known). */
export function jobLengthOf(
  booking: JobWindowBooking,
  settings: Pick<DispatchSettings, "setup_buffer_minutes">,
): JobLength {
  if (booking.booking_type === "hourly") {
    return { kind: "hourly", hours: booking.number_of_hours ?? MINIMUM_BILLED_HOURS };
  }
  return {
    kind: "point_to_point",
    routeDurationMinutes: routeDurationMinutes(bookingMiles(booking)),
    setupBufferMinutes: settings.setup_buffer_minutes,
  };
}

/** The span [startsAt, endsAt) computed from already-read settings; no query. */
export function jobWindowWith(
  booking: JobWindowBooking,
  settings: Pick<DispatchSettings, "setup_buffer_minutes">,
): { startsAt: Date; endsAt: Date } {
  const startsAt = booking.pickup_at;
  return { startsAt, endsAt: estimatedJobEnd(startsAt, jobLengthOf(booking, settings)) };
}

/**
 * The time a booking's job keeps its chauffeur busy, [startsAt, endsAt): from pickup, for the
 * route's duration plus the set-up buffer (point to point) or the booked hours (hourly). Used
 * by assigning, offering, farming out, the board and the suggestions, so all show one span.
 * Pass the dispatch settings when already read; otherwise they are read with the executor.
 */
export async function jobWindow(
  executor: Executor,
  booking: JobWindowBooking,
  settings?: Pick<DispatchSettings, "setup_buffer_minutes">,
): Promise<{ startsAt: Date; endsAt: Date }> {
  const dispatch = settings ?? (await readSettingsGroup("dispatch", executor));
  return jobWindowWith(booking, dispatch);
}
