import "server-only";
import { eq } from "drizzle-orm";
import { newBookingReference } from "@/lib/booking-reference";
import { pickupInstant } from "@/lib/time-rules";
import type { CreateBookingPayload } from "@/lib/validations/booking";
import { createdEvent, customerActor } from "@/server/audit/booking-events";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { getDb, type Executor } from "@/server/db/client";
import { afterCommit, inTransaction, isTransaction } from "@/server/db/transaction";
import { bookings, type BookingRow } from "@/server/db/schema";
import { queueEmail } from "@/server/email/send-email";
import { AppError } from "@/server/http/errors";
import { findActivePartnerBySlug } from "@/server/partners/queries";
import {
  deliverOperationsEmail,
  operationsBookingEmail,
  readOperationsNotice,
  type OperationsNotice,
} from "./booking-notification";
import { BOOKING_ID_SLOT, insertOneWay, type OneWayRow } from "./insert-one-way";
import { priceBooking } from "./price-booking";

export interface CreatedBookings {
  outbound: BookingRow;
  returnLeg: BookingRow | null;
}

export const BOOKING_CREATED_MESSAGE = "Booking created successfully";
const PAST_PICKUP_MESSAGE = "Pickup time cannot be in the past";

function pickupAtOrFail(date: string, time: string, zone: string, now: Date, field: string): Date {
  const at = pickupInstant(date, time, zone);
  if (at.getTime() < now.getTime()) {
    throw new AppError("VALIDATION", PAST_PICKUP_MESSAGE, {
      errors: { [field]: PAST_PICKUP_MESSAGE },
    });
  }
  return at;
}

/**
 * Creates a booking (and its return leg, swapped, in the same transaction) owned by `userId`.
 * Price, distance, coordinates and zone are the server's; the payload only says what was asked.
 */
export async function createBooking(
  input: {
    userId: number;
    payload: CreateBookingPayload;
    now?: Date;
    /** Who took the booking: the customer online (default) or an administrator on the phone. */
    audit?: { actor: AuditActor; channel: "online" | "phone" };
    /**
     * The operations e-mail's settings (readOperationsNotice), when the caller read them before
     * opening its transaction; otherwise they are read here.
     */
    notice?: OperationsNotice | null;
  },
  executor?: Executor,
): Promise<CreatedBookings> {
  const { payload, userId } = input;
  const now = input.now ?? new Date();
  const priced = await priceBooking(payload);
  const pickupAt = pickupAtOrFail(
    payload.booking_date,
    payload.booking_time,
    priced.pickup.tz,
    now,
    "booking_date",
  );

  // The return starts where the outbound ends (hourly rides have no dropoff, so they come back to the pickup).
  const returnFrom = priced.dropoff ?? priced.pickup;
  const returnTrip = payload.return_trip;
  const returnAt = returnTrip
    ? pickupAtOrFail(
        returnTrip.booking_date,
        returnTrip.booking_time,
        returnFrom.tz,
        now,
        "return_trip.booking_date",
      )
    : null;
  if (returnAt && returnAt.getTime() <= pickupAt.getTime()) {
    const message = "Return pickup must be after the outbound pickup";
    throw new AppError("VALIDATION", message, { errors: { "return_trip.booking_date": message } });
  }

  // A guest page's booking belongs to its partner only while the partner is Active; an unknown
  // or stopped page's booking is still taken (the customer did nothing wrong), unattributed.
  const partner = payload.partner_slug
    ? await findActivePartnerBySlug(payload.partner_slug, executor)
    : null;

  const notice = input.notice !== undefined ? input.notice : await readOperationsNotice(executor);

  const base: OneWayRow = {
    booking_reference: newBookingReference(),
    user_id: userId,
    booking_type: payload.booking_type,
    pickup_location: payload.pickup_location,
    pickup_lat: priced.pickup.lat,
    pickup_lng: priced.pickup.lng,
    pickup_place_name: priced.placeNames.pickup_place_name,
    dropoff_location: payload.dropoff_location,
    dropoff_lat: priced.dropoff?.lat ?? null,
    dropoff_lng: priced.dropoff?.lng ?? null,
    dropoff_place_name: priced.placeNames.dropoff_place_name,
    destination_country: payload.destination_country,
    booking_date: payload.booking_date,
    booking_time: payload.booking_time,
    pickup_time_zone: priced.pickup.tz,
    pickup_at: pickupAt,
    number_of_passengers: payload.number_of_passengers,
    number_of_luggage: payload.number_of_luggage,
    number_of_hours: payload.number_of_hours,
    ride_area: payload.ride_area,
    service_type: payload.service_type,
    number_of_cars: priced.cars,
    price_pence: priced.pricePence,
    price_lines: priced.priceLines,
    distance_travelled: priced.distanceMiles,
    is_self_booking: payload.is_self_booking,
    guest_title: payload.guest_title,
    guest_first_name: payload.guest_first_name,
    guest_last_name: payload.guest_last_name,
    guest_email: payload.guest_email,
    guest_phone_number: payload.guest_phone_number,
    flight_number: payload.flight_number,
    pickup_sign: payload.pickup_sign,
    notes_for_chauffeur: payload.notes_for_chauffeur,
    reference_code: payload.reference_code,
    cost_center: null,
    partner_id: partner?.partner_id ?? null,
    status: "pending",
  };

  // The booking, its 'created' audit row (who received it, through which channel) and the
  // operations e-mail's outbox row commit together; the e-mail is delivered after the answer.
  const audit = input.audit ?? { actor: customerActor(userId), channel: "online" as const };
  if (!returnTrip || !returnAt) {
    const email = notice
      ? operationsBookingEmail(notice, {
          bookingId: BOOKING_ID_SLOT,
          booking: base,
          withReturn: false,
          channel: audit.channel,
        })
      : null;
    const db = executor ?? (await getDb());
    const { booking, emailId } = await insertOneWay(
      {
        row: base,
        actor: audit.actor,
        context: { channel: audit.channel, leg: "outbound", owner_user_id: userId },
        email,
      },
      db,
    );
    if (email && emailId !== null) {
      const message = withBookingId(email, booking.booking_id);
      if (isTransaction(db)) await afterCommit(db, () => deliverOperationsEmail(emailId, message));
      else await deliverOperationsEmail(emailId, message);
    }
    return { outbound: booking, returnLeg: null };
  }
  const created = (row: BookingRow) => createdEvent(row, audit.actor, audit.channel);
  return inTransaction(executor, async (tx) => {
    const [outbound] = await tx.insert(bookings).values(base).returning();
    if (!outbound) throw new Error("Booking insert returned no row");

    const [returnRow] = await tx
      .insert(bookings)
      .values({
        ...base,
        booking_reference: newBookingReference(),
        pickup_location: payload.dropoff_location ?? payload.pickup_location,
        pickup_lat: returnFrom.lat,
        pickup_lng: returnFrom.lng,
        // An hourly ride comes back to its pickup, so the pickup's name stays with it.
        pickup_place_name: priced.dropoff
          ? priced.placeNames.dropoff_place_name
          : priced.placeNames.pickup_place_name,
        dropoff_location: priced.dropoff ? payload.pickup_location : null,
        dropoff_lat: priced.dropoff ? priced.pickup.lat : null,
        dropoff_lng: priced.dropoff ? priced.pickup.lng : null,
        dropoff_place_name: priced.dropoff ? priced.placeNames.pickup_place_name : null,
        booking_date: returnTrip.booking_date,
        booking_time: returnTrip.booking_time,
        pickup_time_zone: returnFrom.tz,
        pickup_at: returnAt,
        // Flight and sign describe the outbound arrival; they do not carry over to the way back.
        flight_number: null,
        pickup_sign: null,
        is_return_booking: true,
        original_booking_id: outbound.booking_id,
      })
      .returning();
    if (!returnRow) throw new Error("Return booking insert returned no row");
    // The customer's own reference stays as typed on both legs; the leg (OUT or RETURN) is
    // told by the links and shown beside it, so no sequential id leaks into a reference.
    const [linkedOutbound] = await tx
      .update(bookings)
      .set({
        return_booking_id: returnRow.booking_id,
      })
      .where(eq(bookings.booking_id, outbound.booking_id))
      .returning();
    await recordAudit(tx, [created(linkedOutbound!), created(returnRow)]);
    if (notice) {
      const message = operationsBookingEmail(notice, {
        bookingId: outbound.booking_id,
        booking: outbound,
        withReturn: true,
        channel: audit.channel,
      });
      const emailId = await queueEmail(message, tx);
      if (emailId !== null) await afterCommit(tx, () => deliverOperationsEmail(emailId, message));
    }
    return { outbound: linkedOutbound!, returnLeg: returnRow };
  });
}

/** The message as the statement stored it: the id in place of its slot. */
function withBookingId<T extends { html: string; text: string }>(email: T, bookingId: number): T {
  const id = String(bookingId);
  return {
    ...email,
    html: email.html.replaceAll(BOOKING_ID_SLOT, id),
    text: email.text.replaceAll(BOOKING_ID_SLOT, id),
  };
}
