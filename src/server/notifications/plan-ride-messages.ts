import "server-only";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import {
  CUSTOMER_REMINDERS,
  chauffeurReminderAt,
  customerReminderAt,
  pickupKey,
  stillTimely,
  unassignedAlertAt,
} from "@/lib/notifications/reminder-times";
import type { Executor, Transaction } from "@/server/db/client";
import { assignments, bookings, type AssignmentRow, type BookingRow } from "@/server/db/schema";
import { afterCommit, executorOrDb } from "@/server/db/transaction";
import { ASSIGNABLE_BOOKING_STATUSES } from "@/server/dispatch/assignment-checks";
import { drainSoon } from "@/server/jobs/drain-soon";
import { enqueueJob } from "@/server/jobs/enqueue";
import {
  CHAUFFEUR_REMINDER_KIND,
  CUSTOMER_REMINDER_KIND,
  RIDE_UPDATE_KIND,
  UNASSIGNED_ALERT_KIND,
  type RideUpdateState,
} from "./job-payloads";
import { storedPickupOf } from "./ride-facts";

/**
 * Plans the messages about each booking's pickup that is confirmed or paid: the customer's
 * reminders a day and two hours ahead, the operations alert for a car still without a chauffeur
 * two hours ahead, and the reminder of each assigned chauffeur. Called in the transaction that
 * confirms or pays a booking and in the one that changes its pickup. Every dedupe key carries
 * the pickup instant, so planning again for an unchanged booking adds nothing, and a moved
 * pickup gets fresh jobs while the old ones find the pickup changed and send nothing.
 */
export async function planBookingMessages(
  executor: Executor | undefined,
  input: { bookingIds: readonly number[]; now: Date },
): Promise<void> {
  if (input.bookingIds.length === 0) return;
  const tx = await executorOrDb(executor);
  const rows = await tx
    .select()
    .from(bookings)
    .where(inArray(bookings.booking_id, [...input.bookingIds]));
  for (const booking of rows) {
    if (!ASSIGNABLE_BOOKING_STATUSES.has(booking.status)) continue;
    await planCustomerReminders(tx, booking, input.now);
    await planUnassignedAlert(tx, booking, input.now);
    const held = await tx
      .select()
      .from(assignments)
      .where(
        and(
          eq(assignments.booking_id, booking.booking_id),
          eq(assignments.status, "assigned"),
          isNotNull(assignments.driver_id),
        ),
      );
    for (const job of held) await planChauffeurReminder(tx, job, booking, input.now);
  }
}

async function planCustomerReminders(tx: Executor, booking: BookingRow, now: Date) {
  const pickup = pickupKey(booking.pickup_at);
  for (const reminder of CUSTOMER_REMINDERS) {
    const dueAt = customerReminderAt(reminder, storedPickupOf(booking));
    if (!stillTimely(dueAt, now)) continue;
    await enqueueJob(tx, {
      kind: CUSTOMER_REMINDER_KIND,
      payload: { bookingId: booking.booking_id, reminder, pickupAt: pickup },
      runAt: dueAt,
      dedupeKey: `reminder:${reminder}:${booking.booking_id}:${pickup}`,
    });
  }
}

async function planUnassignedAlert(tx: Executor, booking: BookingRow, now: Date) {
  // Still useful late (the car is even more urgent then), but not once the pickup has gone.
  if (booking.pickup_at.getTime() <= now.getTime()) return;
  const pickup = pickupKey(booking.pickup_at);
  await enqueueJob(tx, {
    kind: UNASSIGNED_ALERT_KIND,
    payload: { bookingId: booking.booking_id, pickupAt: pickup },
    runAt: unassignedAlertAt(booking.pickup_at),
    dedupeKey: `unassigned:${booking.booking_id}:${pickup}`,
  });
}

async function planChauffeurReminder(
  tx: Executor,
  job: AssignmentRow,
  booking: Pick<BookingRow, "pickup_at">,
  now: Date,
) {
  if (job.driver_id === null) return;
  const dueAt = chauffeurReminderAt(booking.pickup_at);
  if (!stillTimely(dueAt, now)) return;
  const pickup = pickupKey(booking.pickup_at);
  await enqueueJob(tx, {
    kind: CHAUFFEUR_REMINDER_KIND,
    payload: { assignmentId: job.assignment_id, driverId: job.driver_id, pickupAt: pickup },
    runAt: dueAt,
    dedupeKey: `chauffeur-reminder:${job.assignment_id}:${pickup}`,
  });
}

/**
 * What a job's move means for the messages, in the move's own transaction: a chauffeur given the
 * job gets their reminder planned (once per assignment and pickup); on the way and arrived tell
 * the customer at once (the job is drained as soon as the move has committed).
 */
export async function planJobMessages(
  tx: Transaction,
  job: AssignmentRow,
  now: Date,
): Promise<void> {
  if (job.status === "assigned" && job.driver_id !== null) {
    const [booking] = await tx
      .select({ pickup_at: bookings.pickup_at })
      .from(bookings)
      .where(eq(bookings.booking_id, job.booking_id));
    if (booking) await planChauffeurReminder(tx, job, booking, now);
    return;
  }
  if (job.status === "on_the_way" || job.status === "arrived") {
    const state: RideUpdateState = job.status;
    await enqueueJob(tx, {
      kind: RIDE_UPDATE_KIND,
      payload: { assignmentId: job.assignment_id, state },
      runAt: now,
      dedupeKey: `ride:${state}:${job.assignment_id}`,
    });
    await afterCommit(tx, async () => drainSoon());
  }
}
