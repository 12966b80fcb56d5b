import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { HOLDING_STATES } from "@/lib/dispatch/job-states";
import type { Transaction } from "@/server/db/client";
import { assignments, bookings } from "@/server/db/schema";
import { conflict } from "@/server/http/errors";

const DAY_LABEL = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

/**
 * A chauffeur cannot mark off a day on which they still hold jobs (assigned up to on board, by
 * the booking's own local date, as dispatch reads days off): the jobs would stay theirs and the
 * passengers would wait for no one. They hand the jobs back through the office first, which then
 * gives them to someone else. Finished, cancelled and merely offered jobs do not count.
 */
export async function refuseDayOffWithJobs(
  tx: Transaction,
  input: { driverId: number; day: string },
): Promise<void> {
  const held = await tx
    .select({ reference: bookings.booking_reference })
    .from(assignments)
    .innerJoin(bookings, eq(bookings.booking_id, assignments.booking_id))
    .where(
      and(
        eq(assignments.driver_id, input.driverId),
        inArray(assignments.status, [...HOLDING_STATES]),
        eq(bookings.booking_date, input.day),
      ),
    )
    .orderBy(bookings.pickup_at);
  if (held.length === 0) return;
  const jobs = held.length === 1 ? "a job" : `${held.length} jobs`;
  const references = held.map((row) => row.reference).join(", ");
  const day = DAY_LABEL.format(new Date(`${input.day}T00:00:00Z`));
  throw conflict(
    `You have ${jobs} on ${day} (${references}). Call the office to hand ${held.length === 1 ? "it" : "them"} back before taking the day off.`,
  );
}
