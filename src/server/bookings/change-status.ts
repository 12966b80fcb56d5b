import "server-only";
import type { ActorKind, BookingStatus } from "@/lib/booking-status";
import { statusChangedEvent } from "@/server/audit/booking-events";
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import type { BookingRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { notFound } from "@/server/http/errors";
import { planBookingMessages } from "@/server/notifications/plan-ride-messages";
import { cancelBooking } from "./cancel-booking";
import { findBooking } from "./find-booking";
import { assertBookingTransition, transitionBooking } from "./transition";

/**
 * An administrator (or, later, a driver or partner) changes a booking's status. The state
 * machine decides; the write is compare-and-set. Cancelling goes through the same path as a
 * customer's cancellation (open PaymentIntents closed first, the return leg taken along), as the
 * operator: whatever was paid is refunded in full. Runs inside the caller's transaction when
 * one is given.
 */
export async function changeBookingStatus(
  input: { bookingId: number; status: BookingStatus; actor?: ActorKind; auditActor?: AuditActor },
  executor?: Executor,
): Promise<BookingRow> {
  const actor = input.actor ?? "admin";
  // Who is named in the audit trail (the administrator's id and name); the kind above is the role.
  const auditActor = input.auditActor ?? SYSTEM_ACTOR;
  if (input.status === "cancelled") {
    const current = await findBooking(input.bookingId, executor);
    if (!current) throw notFound("Booking not found");
    assertBookingTransition({ booking: current, to: "cancelled", actor });
    await cancelBooking({ bookingId: current.booking_id, byOperator: true, auditActor }, executor);
    return (await findBooking(current.booking_id, executor)) ?? current;
  }
  return inTransaction(executor, async (tx) => {
    const current = await findBooking(input.bookingId, tx);
    if (!current) throw notFound("Booking not found");
    const updated = await transitionBooking(tx, { booking: current, to: input.status, actor });
    await recordAudit(
      tx,
      statusChangedEvent(updated.booking_id, auditActor, current.status, updated.status),
    );
    // Confirmed or paid now: its reminders and unassigned alert (nothing for other statuses).
    await planBookingMessages(tx, { bookingIds: [updated.booking_id], now: new Date() });
    return updated;
  });
}
