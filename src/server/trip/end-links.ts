import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { RIDE_ENDED_STATES, TRIP_LINK_AFTER_RIDE_MS } from "@/lib/trip/link-rules";
import type { Executor } from "@/server/db/client";
import { tripLinks, type AssignmentRow } from "@/server/db/schema";

/**
 * Writes the stop of every live link of the leg when its job ends (24 hours on) or is cancelled
 * (now), in the move's own transaction. Only links without a stop are touched, so a second call
 * changes nothing. Other moves (unassigned, a new chauffeur) leave the links alone: the passenger
 * keeps following the car, whoever drives it.
 */
export async function endTripLinks(
  tx: Executor,
  job: Pick<AssignmentRow, "booking_id" | "car_number" | "status">,
  now: Date,
): Promise<void> {
  const ended = RIDE_ENDED_STATES.includes(job.status);
  if (!ended && job.status !== "cancelled") return;
  const stop = ended ? new Date(now.getTime() + TRIP_LINK_AFTER_RIDE_MS) : now;
  await tx
    .update(tripLinks)
    .set({ expires_at: stop })
    .where(
      and(
        eq(tripLinks.booking_id, job.booking_id),
        eq(tripLinks.car_number, job.car_number),
        isNull(tripLinks.expires_at),
      ),
    );
}
