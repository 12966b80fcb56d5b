import "server-only";
import type { TripRatingPayload } from "@/lib/validations/ride-rating";
import type { AuditActor } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import type { RideRatingRow } from "@/server/db/schema";
import { rateRide } from "./rate-ride";

/** Who rated through a trip link: the link's holder, who may not have an account. */
export const TRIP_LINK_ACTOR: AuditActor = {
  kind: "customer",
  id: null,
  label: "Trip link holder",
};

/**
 * A rating by the holder of a booking's trip link (`/trip/{token}`): the token's resolver has
 * already decided which booking and which car's job it opens, so there is no owner check here;
 * every other rule (completed, once, 14 days) is rateRide's.
 */
export function rateRideByTripLink(
  input: { bookingId: number; assignmentId: number; rating: TripRatingPayload; now?: Date },
  executor?: Executor,
): Promise<RideRatingRow> {
  return rateRide(
    {
      bookingId: input.bookingId,
      rating: { ...input.rating, assignment_id: input.assignmentId },
      actor: TRIP_LINK_ACTOR,
      now: input.now,
    },
    executor,
  );
}
