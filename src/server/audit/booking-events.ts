import "server-only";
import type { BookingRow } from "@/server/db/schema";
import type { AuditActor, AuditEventInput } from "./record-audit";

/** A customer acting on their own booking, when only the id is at hand. */
export function customerActor(userId: number): AuditActor {
  return { kind: "customer", id: userId, label: null };
}

const bookingEntity = (bookingId: number) => ({ kind: "booking" as const, id: bookingId });

/** The fields a new booking's record keeps, so the History shows what was asked for at first. */
export const CREATED_FIELDS = [
  "status",
  "booking_type",
  "service_type",
  "pickup_location",
  "dropoff_location",
  "booking_date",
  "booking_time",
  "price_pence",
] as const satisfies readonly (keyof BookingRow)[];

/** When the booking was received and by whom (a UK operator keeps this for every booking). */
export function createdEvent(
  row: BookingRow,
  actor: AuditActor,
  channel: "online" | "phone",
): AuditEventInput {
  const changes = Object.fromEntries(
    CREATED_FIELDS.map((field) => [field, { old: null, new: row[field] }]),
  );
  return {
    actor,
    entity: bookingEntity(row.booking_id),
    action: "created",
    changes,
    context: {
      channel,
      leg: row.is_return_booking ? "return" : "outbound",
      owner_user_id: row.user_id,
    },
  };
}

export function statusChangedEvent(
  bookingId: number,
  actor: AuditActor,
  from: BookingRow["status"],
  to: BookingRow["status"],
  context: Record<string, unknown> = {},
): AuditEventInput {
  return {
    actor,
    entity: bookingEntity(bookingId),
    action: to === "cancelled" ? "cancelled" : "status_changed",
    changes: { status: { old: from, new: to } },
    context,
  };
}

export function paidEvent(
  bookingId: number,
  actor: AuditActor,
  change: { from: BookingRow["payment_status"]; amountPence: number },
  context: Record<string, unknown>,
): AuditEventInput {
  return {
    actor,
    entity: bookingEntity(bookingId),
    action: "paid",
    changes: { payment_status: { old: change.from, new: "paid" } },
    context: { amount_pence: change.amountPence, ...context },
  };
}

/** `paymentStatus` when the refund moved the booking's payment state (a full refund of its payment). */
export function refundedEvent(
  bookingId: number,
  actor: AuditActor,
  refund: {
    amountPence: number;
    partial: boolean;
    paymentStatus?: { old: BookingRow["payment_status"]; new: BookingRow["payment_status"] };
  },
  context: Record<string, unknown>,
): AuditEventInput {
  return {
    actor,
    entity: bookingEntity(bookingId),
    action: "refunded",
    changes: refund.paymentStatus ? { payment_status: refund.paymentStatus } : {},
    context: { amount_pence: refund.amountPence, partial: refund.partial, ...context },
  };
}

export function emailSentEvent(
  bookingId: number,
  template: string,
  to: string,
  context: Record<string, unknown> = {},
): AuditEventInput {
  return {
    actor: { kind: "system", id: null, label: "System" },
    entity: bookingEntity(bookingId),
    action: "email_sent",
    context: { template, to, ...context },
  };
}
