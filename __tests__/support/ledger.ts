import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { pickupInstant } from "@/lib/time-rules";
import { getDb } from "@/server/db/client";
import {
  bookings,
  partnerCommissions,
  type BookingRow,
  type PartnerCommissionRow,
  type NewBookingRow,
  type PartnerRow,
} from "@/server/db/schema";
import { processPaymentEvent } from "@/server/payments/process-payment-event";
import { createBookingRow, createUser } from "@test/factories";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A booking through the partner, paid by a test-provider payment event (the real paid path). */
export async function paidPartnerBooking(
  partner: Pick<PartnerRow, "partner_id">,
  overrides: Partial<NewBookingRow> = {},
): Promise<BookingRow> {
  const user = await createUser();
  const booking = await createBookingRow({
    user_id: user.user_id,
    partner_id: partner.partner_id,
    ...overrides,
  });
  const outcome = await payBooking(booking);
  expect(outcome.outcome).toBe("paid");
  return readRow(booking.booking_id);
}

/** Delivers a succeeded payment event for the booking (the same event id when given). */
export async function payBooking(
  booking: BookingRow,
  eventId = `evt_${randomBytes(6).toString("hex")}`,
) {
  return processPaymentEvent({
    id: eventId,
    type: "payment_intent.succeeded",
    provider: "test",
    intent: {
      id: `tp_${booking.booking_id}_${eventId}`,
      amountPence: booking.price_pence,
      currency: "gbp",
      metadata: { booking_id: String(booking.booking_id) },
      failureMessage: null,
    },
  });
}

export async function readRow(bookingId: number): Promise<BookingRow> {
  const db = await getDb();
  const [row] = await db.select().from(bookings).where(eq(bookings.booking_id, bookingId));
  return row!;
}

export async function entriesOf(bookingId: number): Promise<PartnerCommissionRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(partnerCommissions)
    .where(eq(partnerCommissions.booking_id, bookingId))
    .orderBy(partnerCommissions.commission_id);
}

/** Moves a booking's pickup to `days` days before `now` (the test's clock, not the code's). */
export async function pickupDaysAgo(bookingId: number, days: number, now = new Date()) {
  const db = await getDb();
  const at = new Date(now.getTime() - days * DAY_MS);
  const date = at.toISOString().slice(0, 10);
  await db
    .update(bookings)
    .set({
      booking_date: date,
      booking_time: "10:00:00",
      pickup_at: pickupInstant(date, "10:00:00", "Europe/London"),
    })
    .where(eq(bookings.booking_id, bookingId));
}
