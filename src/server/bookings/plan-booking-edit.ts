import "server-only";
import { eq } from "drizzle-orm";
import type { BookingStatus } from "@/lib/booking-status";
import { formatPence, poundsToPence } from "@/lib/money";
import { linesOrFare, settleLines } from "@/lib/price-lines";
import { pickupInstant } from "@/lib/time-rules";
import type { AdminBookingEdit, EditableBookingField } from "@/lib/validations/admin-booking";
import type { CreateBookingPayload } from "@/lib/validations/booking";
import { getDb } from "@/server/db/client";
import { payments, type BookingRow, type PaymentRow } from "@/server/db/schema";
import { AppError, conflict, notFound } from "@/server/http/errors";
import { changedFields, editedPayload, PRICED_FIELDS } from "./booking-edit-payload";
import { findBooking } from "./find-booking";
import { priceBooking } from "./price-booking";
import { assertBookingTransition } from "./transition";

const PAST_PICKUP = "Pickup time cannot be in the past";
const PICKUP_FIELDS = ["booking_date", "booking_time", "pickup_location", "destination_country"];

/** What an edit would do, worked out before anything is written (and for the live re-quote). */
export interface BookingEditPlan {
  current: BookingRow;
  payload: CreateBookingPayload;
  changed: EditableBookingField[];
  /** The columns to write; `price_pence` only when the price moves. */
  next: Partial<BookingRow>;
  targetStatus: BookingStatus | null;
  manualPence: number | null;
  newPricePence: number;
  /** What goes back to the customer's card when a paid booking's price goes down. */
  refundPence: number;
  payment: PaymentRow | null;
}

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
 * An administrator's edit, checked and priced but not written: fields validated by the public
 * booking rules, re-priced by the server when a priced field changes (or a manual price), a new
 * pickup never in the past, the status through the state machine, and what a lower price on a
 * paid booking refunds. The same plan answers the dialog's live re-quote and the save.
 */
export async function planBookingEdit(input: {
  bookingId: number;
  edit: AdminBookingEdit;
  now: Date;
}): Promise<BookingEditPlan> {
  const { edit, now } = input;
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
  const renamed = changed.some((field) => field.endsWith("_place_name"));
  if (renamed && !changed.some((field) => (PRICED_FIELDS as readonly string[]).includes(field))) {
    // Only a name changed: the server still checks it against its own place lookup.
    Object.assign(next, (await priceBooking(payload)).placeNames);
  }
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
      price_lines: priced.priceLines,
      ...priced.placeNames,
    });
  }
  if (changed.some((field) => PICKUP_FIELDS.includes(field))) {
    const pickupAt = pickupInstant(payload.booking_date, payload.booking_time, zone);
    if (pickupAt.getTime() < now.getTime())
      throw new AppError("VALIDATION", PAST_PICKUP, { errors: { booking_date: PAST_PICKUP } });
    next.pickup_at = pickupAt;
  }
  const manualPence = edit.manual_price != null ? poundsToPence(edit.manual_price) : null;
  if (manualPence !== null) {
    // The lines the price table gives (re-priced just now, or as stored) plus the administrator's
    // adjustment with its reason, so they still sum to the manual price.
    const base = next.price_lines ?? linesOrFare(current.price_lines, current.price_pence);
    next.price_lines = settleLines(base, manualPence, edit.price_reason ?? "manual price");
    next.price_pence = manualPence;
  }
  const newPricePence = next.price_pence ?? current.price_pence;
  if (newPricePence === current.price_pence) {
    delete next.price_pence;
    // A manual price equal to the current one changes nothing; a re-price to the same amount
    // keeps its fresh lines (they still sum to it) beside the audited field changes.
    if (manualPence !== null) delete next.price_lines;
  } else assertPriceMayChange(current, newPricePence);
  const refundPence = current.payment_status === "paid" ? current.price_pence - newPricePence : 0;
  const payment = refundPence > 0 ? await paidCardPayment(current) : null;
  if (refundPence > 0 && !payment)
    throw conflict("This booking was paid offline, so its price cannot be lowered here");
  return {
    current,
    payload,
    changed,
    next,
    targetStatus,
    manualPence,
    newPricePence,
    refundPence: Math.max(refundPence, 0),
    payment,
  };
}
