/**
 * The life of one car's job for a booking (an assignment row), from the offer to the end of the
 * ride. The booking's own status (pending, paid, confirmed...) stays as it is until every car's
 * ride is completed, when the system completes the booking (complete-when-done.ts); these states
 * live on the assignment so that a booking with two cars has two of them.
 */
export const JOB_STATES = [
  "offered",
  "assigned",
  "on_the_way",
  "arrived",
  "on_board",
  "completed",
  "no_show",
  "declined",
  "unassigned",
  "cancelled",
] as const;

export type JobState = (typeof JOB_STATES)[number];

/**
 * The states in which a chauffeur (and the vehicle) is committed to the job's time. An offer does
 * not hold anyone yet (the same job can be offered to several chauffeurs at once; accepting it
 * turns it into `assigned`), and a finished job no longer holds the time it was estimated to take.
 * The database's exclusion constraints use exactly this list (drizzle/0030_assignments.sql).
 */
export const HOLDING_STATES = ["assigned", "on_the_way", "arrived", "on_board"] as const;

/**
 * The states in which a car of the booking is taken care of: at most one row per booking and car
 * number may be in one of these (a completed car is not assigned again).
 */
export const CAR_TAKEN_STATES = [...HOLDING_STATES, "completed"] as const;

export function isHolding(state: JobState): boolean {
  return (HOLDING_STATES as readonly JobState[]).includes(state);
}
