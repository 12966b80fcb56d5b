import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { assignments, type AssignmentRow, type BookingRow } from "@/server/db/schema";
import { farmOut } from "@/server/dispatch/farm-out";
import { ADMIN_ACTOR, confirmedBooking } from "./assignments";

/** A confirmed booking farmed out to the partner for `payPence` (an open offer unless moved). */
export async function farmedOutJob(
  partnerId: number,
  options: { payPence?: number; booking?: Partial<BookingRow>; now?: Date } = {},
): Promise<{ booking: BookingRow; job: AssignmentRow }> {
  const booking = await confirmedBooking(options.booking);
  const job = await farmOut({
    bookingId: booking.booking_id,
    carNumber: 1,
    partnerId,
    payPence: options.payPence ?? 8_500,
    actor: ADMIN_ACTOR,
    now: options.now,
  });
  return { booking, job };
}

/**
 * Sets a job's status (and any other columns given) straight in the database, to start a test
 * from a later state.
 */
export async function setJobStatus(
  assignmentId: number,
  status: AssignmentRow["status"],
  also: Partial<AssignmentRow> = {},
): Promise<void> {
  const db = await getDb();
  await db
    .update(assignments)
    .set({ ...also, status })
    .where(eq(assignments.assignment_id, assignmentId));
}

export async function readJob(assignmentId: number): Promise<AssignmentRow> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(assignments)
    .where(eq(assignments.assignment_id, assignmentId));
  return row!;
}

/** The partner's answer to an offer, valid by every rule. */
export const ACCEPT_BODY = {
  chauffeurName: "Sam Driver",
  chauffeurPhone: "07700 900123",
  chauffeurLicence: "PHV123456",
  vehicleMake: "Mercedes-Benz",
  vehicleModel: "S-Class",
  vehicleColour: "Black",
  vehiclePlate: "ab12 cde",
};
