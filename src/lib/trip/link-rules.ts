/**
 * When a passenger's trip link works. Pure: the trip page, its poll and the tests read one rule.
 * A link dies 24 hours after its ride ends, at once when the booking or the car's job is
 * cancelled, and in any case a week after pickup (a ride never marked finished must not stay
 * trackable for ever).
 */
import type { JobState } from "@/lib/dispatch/job-states";

const HOUR_MS = 60 * 60 * 1000;

/** How long after the ride ends the passenger can still open the link (to see it finished). */
export const TRIP_LINK_AFTER_RIDE_MS = 24 * HOUR_MS;
/** The outer limit, counted from pickup, whatever state the job was left in. */
export const TRIP_LINK_MAX_AFTER_PICKUP_MS = 7 * 24 * HOUR_MS;
/** The trail and the latest positions are forgotten this long after they were recorded. */
export const POSITION_KEEP_MS = 30 * 24 * HOUR_MS;

/** Job states in which the ride is over (its link then runs 24 more hours). */
export const RIDE_ENDED_STATES: readonly JobState[] = ["completed", "no_show"];

export interface TripLinkFacts {
  /** The link's own stop, written when the ride ended or was cancelled; null while ahead. */
  linkExpiresAt: Date | null;
  bookingCancelled: boolean;
  pickupAt: Date;
  /** The leg's current job, or null while no chauffeur holds the car. */
  job: { status: JobState; updatedAt: Date } | null;
  now: Date;
}

export function tripLinkOpen(facts: TripLinkFacts): boolean {
  const now = facts.now.getTime();
  if (facts.bookingCancelled) return false;
  if (facts.linkExpiresAt && facts.linkExpiresAt.getTime() <= now) return false;
  if (now >= facts.pickupAt.getTime() + TRIP_LINK_MAX_AFTER_PICKUP_MS) return false;
  if (!facts.job) return true;
  if (facts.job.status === "cancelled") return false;
  if (RIDE_ENDED_STATES.includes(facts.job.status)) {
    // A link issued after the ride ended has no stop written yet: the job's last change is the end.
    return now < facts.job.updatedAt.getTime() + TRIP_LINK_AFTER_RIDE_MS;
  }
  return true;
}
