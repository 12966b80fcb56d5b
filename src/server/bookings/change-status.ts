import "server-only";
import { and, eq } from "drizzle-orm";
import { statusChangedEvent } from "@/server/audit/booking-events";
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from "@/server/audit/record-audit";
import { getDb } from "@/server/db/client";
import { bookings, type BookingRow } from "@/server/db/schema";
import { conflict, notFound } from "@/server/http/errors";
import { cancelBooking } from "./cancel-booking";
import type { ADMIN_SETTABLE_STATUSES } from "@/lib/validations/payment";

type Status = BookingRow["status"];
export type AdminSettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];

/**
 * Which status may follow which when an administrator changes it. 'paid' is never a target:
 * only the payment path sets it. Finished states (completed, cancelled) stay finished.
 */
export const STATUS_TRANSITIONS: Readonly<Record<Status, readonly AdminSettableStatus[]>> = {
  pending: ["confirmed", "cancelled"],
  paid: ["confirmed", "completed", "cancelled"],
  confirmed: ["pending", "completed", "cancelled"],
  completed: [],
  cancelled: [],
};

export function canTransition(from: Status, to: AdminSettableStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

/**
 * The table plus the payment: 'pending' means awaiting payment, so a booking that has been paid
 * (or paid and refunded) never goes back to it, whatever its status.
 */
export function canChangeStatus(
  booking: Pick<BookingRow, "status" | "payment_status">,
  to: AdminSettableStatus,
): boolean {
  if (
    to === "pending" &&
    (booking.payment_status === "paid" || booking.payment_status === "refunded")
  )
    return false;
  return canTransition(booking.status, to);
}

/**
 * Compare-and-set: the update only lands if the status is still the one the rule was checked on.
 * Cancelling goes through the same path as a customer's cancellation (open PaymentIntents closed
 * first, the return leg taken along, the claim compare-and-set), as the operator: whatever was
 * paid is refunded in full.
 */
export async function changeBookingStatus(input: {
  bookingId: number;
  status: AdminSettableStatus;
  actor?: AuditActor;
}): Promise<BookingRow> {
  const actor = input.actor ?? SYSTEM_ACTOR;
  const db = await getDb();
  const [current] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.booking_id, input.bookingId))
    .limit(1);
  if (!current) throw notFound("Booking not found");
  if (!canChangeStatus(current, input.status)) {
    const paidNote = canTransition(current.status, input.status) ? " once it has been paid" : "";
    throw conflict(`A ${current.status} booking cannot be changed to ${input.status}${paidNote}`);
  }
  if (input.status === "cancelled") {
    await cancelBooking({ bookingId: current.booking_id, byOperator: true, actor });
    const [cancelled] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.booking_id, current.booking_id))
      .limit(1);
    return cancelled ?? current;
  }

  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: input.status, updated_at: new Date() })
      .where(
        and(
          eq(bookings.booking_id, input.bookingId),
          eq(bookings.status, current.status),
          eq(bookings.payment_status, current.payment_status),
        ),
      )
      .returning();
    if (row)
      await recordAudit(tx, statusChangedEvent(row.booking_id, actor, current.status, row.status));
    return row;
  });
  if (!updated)
    throw conflict("The booking changed while you were updating it. Please reload and try again.");
  return updated;
}
