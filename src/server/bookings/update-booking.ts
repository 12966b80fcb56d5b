import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { formatPence } from "@/lib/money";
import { pickupInstant } from "@/lib/time-rules";
import type { AdminBookingEdit } from "@/lib/validations/admin-booking";
import { diffFields } from "@/server/audit/diff-fields";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { cancelBooking } from "./cancel-booking";
import { findBooking } from "./find-booking";
import { priceBooking } from "./price-booking";
import { assertBookingTransition, BOOKING_CHANGED_MESSAGE, transitionBooking } from "./transition";
import { getDb } from "@/server/db/client";
import { bookings, payments, type BookingRow } from "@/server/db/schema";
import { AppError, conflict, notFound } from "@/server/http/errors";
import { changedFields, editedPayload, PRICED_FIELDS } from "./booking-edit-payload";
import { refundPriceDifference } from "./refund-price-difference";

const PAST_PICKUP = "Pickup time cannot be in the past";
async function paidCardPayment(booking: BookingRow) {
  if (!booking.payment_intent_id) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.provider_payment_id, booking.payment_intent_id))
    .limit(1);
  return row && (row.status === "succeeded" || row.status === "refunded") ? row : null;
}

/** What a price change is allowed to do to money already taken; throws the refusal. */
function assertPriceMayChange(current: BookingRow, newPence: number): void {
  if (current.status === "cancelled" || current.status === "completed")
    throw conflict(`The price of a ${current.status} booking cannot be changed`);
  if (current.payment_status === "processing")
    throw conflict("A payment for this booking is in progress. Please try again in a moment.");
  if (current.payment_status === "paid" && newPence > current.price_pence)
    throw conflict(
      `The price of a paid booking cannot go up: the customer has paid ${formatPence(current.price_pence)}. Take the difference as a separate booking.`,
    );
}

/**
 * An administrator's edit: fields validated by the public booking rules, re-priced by the server
 * when a priced field changes (or a manual price with its reason), a new pickup never in the
 * past, the status through the state machine. A paid booking's price may go down: the difference
 * is refunded through the provider inside the transaction (idempotent key), recorded on the
 * payment. One transaction, compare-and-set on updated_at, audit rows for every change.
 */
export async function updateBooking(input: {
  bookingId: number;
  edit: AdminBookingEdit;
  auditActor: AuditActor;
  now?: Date;
}): Promise<BookingRow> {
  const now = input.now ?? new Date();
  const { edit, auditActor } = input;
  const current = await findBooking(input.bookingId);
  if (!current) throw notFound("Booking not found");
  const payload = editedPayload(current, edit);
  const changed = changedFields(current, payload);
  const targetStatus = edit.status && edit.status !== current.status ? edit.status : null;
  if (targetStatus)
    assertBookingTransition({ booking: current, to: targetStatus, actor: "admin", now });

  const next: Partial<BookingRow> = {};
  for (const field of changed) Object.assign(next, { [field]: payload[field] });
  // Marking a booking as an event files its partner commission under Events & Occasions.
  if (edit.is_event !== undefined && edit.is_event !== current.is_event)
    next.is_event = edit.is_event;
  let zone = current.pickup_time_zone;
  if (changed.some((field) => (PRICED_FIELDS as readonly string[]).includes(field))) {
    const priced = await priceBooking(payload);
    zone = priced.pickup.tz;
    Object.assign(next, {
      pickup_lat: priced.pickup.lat,
      pickup_lng: priced.pickup.lng,
      dropoff_lat: priced.dropoff?.lat ?? null,
      dropoff_lng: priced.dropoff?.lng ?? null,
      pickup_time_zone: zone,
      number_of_cars: priced.cars,
      distance_travelled: priced.distanceMiles,
      price_pence: priced.pricePence,
    });
  }
  if (
    changed.some((field) =>
      ["booking_date", "booking_time", "pickup_location", "destination_country"].includes(field),
    )
  ) {
    const pickupAt = pickupInstant(payload.booking_date, payload.booking_time, zone);
    if (pickupAt.getTime() < now.getTime())
      throw new AppError("VALIDATION", PAST_PICKUP, { errors: { booking_date: PAST_PICKUP } });
    next.pickup_at = pickupAt;
  }
  const manualPence = edit.manual_price != null ? Math.round(edit.manual_price * 100) : null;
  if (manualPence !== null) next.price_pence = manualPence;
  const newPrice = next.price_pence ?? current.price_pence;
  if (newPrice === current.price_pence) delete next.price_pence;
  else assertPriceMayChange(current, newPrice);
  const refundPence = current.payment_status === "paid" ? current.price_pence - newPrice : 0;
  const payment = refundPence > 0 ? await paidCardPayment(current) : null;
  if (refundPence > 0 && !payment)
    throw conflict("This booking was paid offline, so its price cannot be lowered here");

  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
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
      const { price_pence: _price, ...fieldChanges } = diffFields(current, next, [
        ...changed,
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
        });
      if (next.price_pence !== undefined)
        await recordAudit(tx, {
          actor: auditActor,
          entity: { kind: "booking", id: row.booking_id },
          action: "price_set",
          changes: { price_pence: { old: current.price_pence, new: next.price_pence } },
          context:
            manualPence !== null
              ? { manual: true, reason: edit.price_reason }
              : { manual: false, repriced_by: changed },
        });
    }
    if (payment && refundPence > 0)
      await refundPriceDifference(tx, {
        payment,
        bookingId: current.booking_id,
        fromPence: current.price_pence,
        toPence: newPrice,
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
    return row;
  });
  if (targetStatus !== "cancelled") return updated;
  await cancelBooking({ bookingId: updated.booking_id, byOperator: true, auditActor });
  return (await findBooking(updated.booking_id)) ?? updated;
}
