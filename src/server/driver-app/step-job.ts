import "server-only";
import { eq } from "drizzle-orm";
import { getServerConfig } from "@/env";
import type { DriverStep } from "@/lib/dispatch/driver-steps";
import type { DriverJobView } from "@/lib/driver-app/types";
import type { AuditActor } from "@/server/audit/record-audit";
import type { Executor, Transaction } from "@/server/db/client";
import { bookings, type AssignmentRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { moveJob } from "@/server/dispatch/move-job";
import { queueAfterCommit } from "@/server/email/queue-after-commit";
import { driverNoShowEmail } from "@/server/email/templates/driver-no-show";
import { notFound } from "@/server/http/errors";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { readOwnJob } from "./driver-jobs";
import { ownDriverId } from "./own-driver-id";
import { lockAssignment } from "@/server/dispatch/lock-assignment";

export const JOB_NOT_FOUND = "Job not found";

/**
 * A chauffeur takes their own job's next step (on the way, arrived, on board, completed, or a no
 * show after the free waiting time) through the job state machine. Asking again for the state the
 * job is already in answers the job as it is and writes nothing (a second tap, or a retry after
 * the phone slept through the first answer). Another chauffeur's job reads as missing (404); a
 * step out of order, on a cancelled or finished job is refused by the state machine (409). A no
 * show tells the operations mailbox once the move has committed.
 */
export async function stepOwnJob(
  input: { userId: number; assignmentId: number; to: DriverStep; actor: AuditActor; now?: Date },
  executor?: Executor,
): Promise<DriverJobView> {
  const now = input.now ?? new Date();
  return inTransaction(executor, async (tx) => {
    const driverId = await ownDriverId(input.userId, tx);
    const current = await lockAssignment(tx, input.assignmentId, JOB_NOT_FOUND);
    if (current.driver_id !== driverId) throw notFound(JOB_NOT_FOUND);
    if (current.status !== input.to) {
      const moved = await moveJob(
        {
          assignmentId: current.assignment_id,
          to: input.to,
          actor: input.actor,
          holder: { driverId },
          now,
        },
        tx,
      );
      if (moved.status === "no_show") await tellOperationsOfNoShow(tx, moved, input.actor);
    }
    const view = await readOwnJob(tx, { driverId, assignmentId: current.assignment_id, now });
    if (!view) throw notFound(JOB_NOT_FOUND);
    return view;
  });
}

/** The operator hears of every no show (not only when Settings' notifications are on: it is a job fact). */
async function tellOperationsOfNoShow(
  tx: Transaction,
  job: AssignmentRow,
  actor: AuditActor,
): Promise<void> {
  const [booking] = await tx
    .select({
      reference: bookings.booking_reference,
      pickup: bookings.pickup_location,
      date: bookings.booking_date,
      time: bookings.booking_time,
    })
    .from(bookings)
    .where(eq(bookings.booking_id, job.booking_id));
  if (!booking) return;
  const config = getServerConfig();
  await queueAfterCommit(tx, {
    to: config.operationsEmail,
    template: "driver-no-show",
    dedupeKey: `no-show:${job.assignment_id}`,
    ...driverNoShowEmail({
      site: await getSiteIdentity(tx),
      bookingReference: booking.reference,
      driverName: actor.label ?? "A chauffeur",
      pickupLocation: booking.pickup,
      pickupTime: `${booking.date} ${booking.time.slice(0, 5)}`,
      bookingUrl: `${config.siteUrl}/admin/bookings?q=${encodeURIComponent(booking.reference)}`,
    }),
  });
}
