import "server-only";
import type { TripRatingPayload } from "@/lib/validations/ride-rating";
import type { RideRatingRow } from "@/server/db/schema";
import { conflict } from "@/server/http/errors";
import { NOT_COMPLETED_MESSAGE } from "@/server/ratings/completed-ride";
import { rateRideByTripLink } from "@/server/ratings/trip-rating";
import type { TripRead } from "./trip-view";

/**
 * The link holder rates the car the link follows. The token was opened first (openTrip: one
 * rate-limited 404 for every dead link); a car still on its way, or with nobody yet, is 409 here
 * rather than letting rateRide pick another car's completed job of the same booking.
 */
export function rateTrip(
  trip: TripRead,
  rating: TripRatingPayload,
  now?: Date,
): Promise<RideRatingRow> {
  const { bookingId, assignmentId, completed } = trip.ride;
  if (assignmentId === null || !completed) throw conflict(NOT_COMPLETED_MESSAGE);
  return rateRideByTripLink({ bookingId, assignmentId, rating, now });
}
