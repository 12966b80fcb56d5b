import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { assignments } from "./assignments";
import { offlinePaymentMethod, paymentProvider, paymentStatus } from "./enums";
import {
  createdAt,
  instant,
  optionalRef,
  pence,
  requiredRef,
  serialId,
  timestamps,
} from "./columns";

/**
 * What a payment is for: the ride itself, or a tip after it (credited in full to the chauffeur,
 * never marking the booking paid and never counted against its total).
 */
export const paymentKind = pgEnum("payment_kind", ["booking", "tip"]);

/** One row per PaymentIntent (real or test provider); it covers the outbound leg and its return. */
export const payments = pgTable(
  "payments",
  {
    payment_id: serialId("payment_id"),
    booking_id: requiredRef("booking_id", () => bookings.booking_id, "restrict"),
    provider: paymentProvider("provider").notNull(),
    kind: paymentKind("kind").notNull().default("booking"),
    // A tip's job: the chauffeur's leg it is credited to (null for the booking's own payment).
    assignment_id: optionalRef("assignment_id", () => assignments.assignment_id, "restrict"),
    provider_payment_id: text("provider_payment_id").notNull(),
    amount_pence: pence("amount_pence"),
    currency: text("currency").notNull().default("gbp"),
    status: paymentStatus("status").notNull().default("requires_payment"),
    failure_message: text("failure_message"),
    refunded_pence: pence("refunded_pence").default(0),
    refund_id: text("refund_id"),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("payments_provider_payment_unique").on(table.provider_payment_id),
    index("payments_booking_idx").on(table.booking_id),
    // The dashboard's revenue reads payments by when they were taken.
    index("payments_created_idx").on(table.created_at),
    // A tip names its job; deleting or re-seeding jobs checks this reference (ON DELETE
    // RESTRICT), which without an index read every payment per job. Only tips carry it.
    index("payments_assignment_idx")
      .on(table.assignment_id)
      .where(sql`${table.assignment_id} is not null`),
  ],
);

/** Webhook event ids, inserted in the same transaction as the change they cause. */
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  event_id: text("event_id").primaryKey(),
  type: text("type").notNull(),
  payload: jsonb("payload"),
  processed_at: instant("processed_at").notNull().defaultNow(),
});

/**
 * Money an administrator recorded as received outside the card provider (phone bookings).
 * Append-only, like every ledger: revenue counts these next to succeeded card payments.
 */
export const offlinePayments = pgTable(
  "offline_payments",
  {
    offline_payment_id: serialId("offline_payment_id"),
    booking_id: requiredRef("booking_id", () => bookings.booking_id, "restrict"),
    method: offlinePaymentMethod("method").notNull(),
    reference: text("reference").notNull(),
    amount_pence: pence("amount_pence"),
    currency: text("currency").notNull().default("gbp"),
    // No foreign key: the record of who took the money outlives the administrator's account.
    recorded_by: integer("recorded_by"),
    created_at: createdAt(),
  },
  (table) => [
    index("offline_payments_booking_idx").on(table.booking_id),
    index("offline_payments_created_idx").on(table.created_at),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentKind = (typeof paymentKind.enumValues)[number];
export type OfflinePaymentRow = typeof offlinePayments.$inferSelect;
