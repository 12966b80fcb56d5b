import "server-only";
import { dropoffLabel, pickupLabel } from "@/lib/place-label";
import { linesOrFare, type PriceLine } from "@/lib/price-lines";
import { carsSuffix, SERVICE_CLASSES } from "@/lib/service-classes";
import { formatLongDateTime } from "@/lib/time-rules";
import { idParam } from "@/lib/validations/ids";
import type { Executor } from "@/server/db/client";
import { executorOrDb } from "@/server/db/transaction";
import type { CustomerChauffeur } from "@/lib/dispatch/customer-chauffeur";
import { chauffeursForBookings } from "@/server/bookings/booking-chauffeurs";
import { isPaid, loadBookingLegs, payableLegs, totalPence, type BookingLegs } from "./booking-legs";

/** What the payment, thank-you and confirmation pages show about a booking (plain data). */
export interface BookingView {
  bookingId: number;
  /** The customer-facing reference (the id stays internal). */
  bookingReference: string;
  from: string;
  to: string | null;
  hours: number | null;
  dateTime: string;
  service: string;
  returnDateTime: string | null;
  totalPence: number;
  /** How the total is made: each payable leg's lines (named by leg on a return trip). */
  priceLines: PriceLine[];
  paid: boolean;
  /** Paid, then refunded (a cancellation): still "paid" for the payment flow, shown as refunded. */
  refunded: boolean;
  cancelled: boolean;
  paymentIntentId: string | null;
  passengers: number;
  numberOfCars: number;
  /** Who is coming for each car of the outbound ride, once assigned. */
  chauffeurs: CustomerChauffeur[];
}

/** The payable legs' snapshotted lines; they sum to totalPence(legs). */
export function legsPriceLines(legs: BookingLegs): PriceLine[] {
  const payable = payableLegs(legs);
  return payable.flatMap((leg) => {
    const own = linesOrFare(leg.price_lines, leg.price_pence);
    if (payable.length === 1) return own;
    const name = leg.booking_id === legs.outbound.booking_id ? "Outbound" : "Return";
    return own.map((line) => ({ ...line, label: `${name}: ${line.label}` }));
  });
}

function view(legs: BookingLegs, total: number, chauffeurs: CustomerChauffeur[]): BookingView {
  const { outbound, returnLeg } = legs;
  return {
    bookingId: outbound.booking_id,
    bookingReference: outbound.booking_reference,
    from: pickupLabel(outbound),
    to: outbound.booking_type === "hourly" ? null : dropoffLabel(outbound),
    hours: outbound.booking_type === "hourly" ? outbound.number_of_hours : null,
    dateTime: formatLongDateTime(outbound.booking_date, outbound.booking_time),
    service: `${SERVICE_CLASSES[outbound.service_type].name}${carsSuffix(outbound.number_of_cars)}`,
    returnDateTime:
      returnLeg && returnLeg.status !== "cancelled"
        ? formatLongDateTime(returnLeg.booking_date, returnLeg.booking_time)
        : null,
    totalPence: total,
    priceLines: legsPriceLines(legs),
    paid: isPaid(outbound),
    refunded: outbound.payment_status === "refunded",
    cancelled: outbound.status === "cancelled",
    paymentIntentId: outbound.payment_intent_id,
    passengers: outbound.number_of_passengers,
    numberOfCars: outbound.number_of_cars,
    chauffeurs,
  };
}

/** The booking (resolved to its outbound leg) if it belongs to this user; null otherwise. */
export async function loadOwnedBookingView(
  userId: number,
  bookingId: number,
  executor?: Executor,
  now: Date = new Date(),
): Promise<BookingView | null> {
  const db = await executorOrDb(executor);
  const legs = await loadBookingLegs(db, bookingId);
  if (!legs || legs.outbound.user_id !== userId) return null;
  const chauffeurs = await chauffeursForBookings(db, [legs.outbound], now);
  return view(legs, totalPence(legs), chauffeurs.get(legs.outbound.booking_id) ?? []);
}

/** A `booking_id` search parameter, read by the one id rule; null when it names no booking. */
export function parseBookingIdParam(value: string | string[] | undefined): number | null {
  const parsed = idParam.safeParse(value);
  return parsed.success ? parsed.data : null;
}
