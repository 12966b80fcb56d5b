import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { AdminBookingEdit } from "@/lib/validations/admin-booking";
import { diffFields } from "@/server/audit/diff-fields";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { inTransaction } from "@/server/db/transaction";
import { bookings, type BookingRow } from "@/server/db/schema";
import { conflict } from "@/server/http/errors";
import { planBookingMessages } from "@/server/notifications/plan-ride-messages";
import { queueBookingChangeEmail } from "./booking-change-notice";
import { cancelBooking } from "./cancel-booking";
import { findBooking } from "./find-booking";
import { planBookingEdit } from "./plan-booking-edit";
import { refundPriceDifference } from "./refund-price-difference";
import { BOOKING_CHANGED_MESSAGE, transitionBooking } from "./transition";

/**
 * An administrator's edit (planned by planBookingEdit). A paid booking's price may go down: the
 * difference is refunded through the provider inside the transaction (idempotent key), recorded
 * on the payment. One transaction, compare-and-set on updated_at, audit rows for every change,
 * and a change of time, address or price e-mailed to the customer after the commit.
 */
export async function updateBooking(input: {
  bookingId: number;
  edit: AdminBookingEdit;
  auditActor: AuditActor;
  now?: Date;
}): Promise<BookingRow> {
  const now = input.now ?? new Date();
  const { edit, auditActor } = input;
  const plan = await planBookingEdit({ bookingId: input.bookingId, edit, now });
  const { current, next, changed, targetStatus, manualPence, payment, refundPence } = plan;

  const updated = await inTransaction(undefined, async (tx) => {
    let row = current;
    if (Object.keys(next).length > 0) {
      const [written] = await tx
        .update(bookings)
        .set({ ...next, updated_at: now })
        .where(
          and(
            eq(bookings.booking_id, current.booking_id),
            // JavaScript dates hold milliseconds; PostgreSQL keeps microseconds.
            sql`date_trunc('milliseconds', ${bookings.updated_at}) = ${current.updated_at}`,
          ),
        )
        .returning();
      if (!written) throw conflict(BOOKING_CHANGED_MESSAGE);
      row = written;
      // The outbox row is the record that the customer was told; the audit rows point to it.
      const emailId = await queueBookingChangeEmail(tx, {
        before: current,
        after: row,
        refundPence,
      });
      const told = emailId === null ? {} : { customer_email_id: emailId };
      const { price_pence: _price, ...fieldChanges } = diffFields(current, next, [
        ...changed,
        "pickup_place_name",
        "dropoff_place_name",
        "price_pence",
        "pickup_at",
        "is_event",
      ]);
      if (Object.keys(fieldChanges).length > 0)
        await recordAudit(tx, {
          actor: auditActor,
          entity: { kind: "booking", id: row.booking_id },
          action: "updated",
          changes: fieldChanges,
          ...(emailId === null ? {} : { context: told }),
        });
      if (next.price_pence !== undefined)
        await recordAudit(tx, {
          actor: auditActor,
          entity: { kind: "booking", id: row.booking_id },
          action: "price_set",
          changes: { price_pence: { old: current.price_pence, new: next.price_pence } },
          context: {
            ...(manualPence !== null
              ? { manual: true, reason: edit.price_reason }
              : { manual: false, repriced_by: changed }),
            // The snapshot of how the new price is made, as the booking now keeps it.
            ...(next.price_lines ? { price_lines: next.price_lines } : {}),
            ...told,
          },
        });
    }
    if (payment && refundPence > 0)
      await refundPriceDifference(tx, {
        payment,
        bookingId: current.booking_id,
        fromPence: current.price_pence,
        toPence: plan.newPricePence,
        auditActor,
        now,
      });
    if (targetStatus && targetStatus !== "cancelled") {
      const moved = await transitionBooking(tx, {
        booking: row,
        to: targetStatus,
        actor: "admin",
        now,
      });
      await recordAudit(tx, {
        actor: auditActor,
        entity: { kind: "booking", id: row.booking_id },
        action: "status_changed",
        changes: { status: { old: row.status, new: moved.status } },
      });
      row = moved;
    }
    // A new pickup (or a booking confirmed by this edit) gets its messages planned for the new
    // instant; the jobs planned for the old one find it moved and send nothing.
    await planBookingMessages(tx, { bookingIds: [row.booking_id], now });
    return row;
  });
  if (targetStatus !== "cancelled") return updated;
  await cancelBooking({ bookingId: updated.booking_id, byOperator: true, auditActor });
  return (await findBooking(updated.booking_id)) ?? updated;
}
