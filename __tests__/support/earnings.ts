import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { driverEarnings, type AssignmentRow, type BookingRow } from "@/server/db/schema";
import { assignDriver } from "@/server/dispatch/assign";
import { moveJob } from "@/server/dispatch/move-job";
import { ADMIN_ACTOR, confirmedBooking } from "./assignments";

let nextDay = 0;

/** A distinct pickup day per booking (2031 onwards), so one chauffeur can take many of them. */
export function distinctPickup(): Pick<BookingRow, "booking_date" | "booking_time"> {
  nextDay += 1;
  const day = new Date(Date.UTC(2031, 0, 1) + nextDay * 86_400_000).toISOString().slice(0, 10);
  return { booking_date: day, booking_time: "10:00:00" };
}

/** Takes an assigned job through each step of the ride to completed at `at`. */
export async function completeJob(assignmentId: number, at: Date): Promise<AssignmentRow> {
  let row: AssignmentRow | undefined;
  for (const to of ["on_the_way", "arrived", "on_board", "completed"] as const)
    row = await moveJob({ assignmentId, to, actor: ADMIN_ACTOR, now: at });
  return row!;
}

/** A booking's car given to the chauffeur (pay by default unless fixed) and completed at `at`. */
export async function completedDriverJob(
  driverId: number,
  at: Date,
  options: { booking?: Partial<BookingRow>; payPence?: number } = {},
): Promise<{ booking: BookingRow; job: AssignmentRow }> {
  const booking = await confirmedBooking({ ...distinctPickup(), ...options.booking });
  const assigned = await assignDriver({
    bookingId: booking.booking_id,
    carNumber: 1,
    driverId,
    payPence: options.payPence,
    actor: ADMIN_ACTOR,
  });
  return { booking, job: await completeJob(assigned.assignment_id, at) };
}

export async function ledgerRowsOf(driverId: number) {
  const db = await getDb();
  return db
    .select()
    .from(driverEarnings)
    .where(eq(driverEarnings.driver_id, driverId))
    .orderBy(driverEarnings.earning_id);
}
