/**
 * New Booking's form values and the POST /api/admin/bookings body built from them: the customer
 * (found or new), the ride (shared with Edit Booking), a return leg and the payment.
 */
import type { Path } from "react-hook-form";
import type { OfflinePaymentMethod } from "@/lib/validations/phone-booking";
import {
  EMPTY_RIDE,
  formFieldErrors,
  isQuotable,
  pricedRidePayload,
  ridePayload,
  type RideValues,
} from "./booking-form/ride-values";
import type { ApiFieldErrors } from "@/lib/api-client";

export interface PhoneBookingValues {
  customer_mode: "existing" | "new";
  /** The chosen existing customer's id, as the radio holds it. */
  customer_id: string;
  customer: { first_name: string; last_name: string; email: string; phone_number: string };
  booking: RideValues;
  return_trip: { trip: "one_way" | "return"; booking_date: string; booking_time: string };
  payment: { mode: "link" | "offline"; method: OfflinePaymentMethod; reference: string };
}

export const EMPTY_PHONE_BOOKING: PhoneBookingValues = {
  customer_mode: "existing",
  customer_id: "",
  customer: { first_name: "", last_name: "", email: "", phone_number: "" },
  booking: EMPTY_RIDE,
  return_trip: { trip: "one_way", booking_date: "", booking_time: "" },
  payment: { mode: "link", method: "cash", reference: "" },
};

export const PHONE_FIELD_NAMES = [
  "customer_id",
  "customer.first_name",
  "customer.last_name",
  "customer.email",
  "customer.phone_number",
  ...(Object.keys(EMPTY_RIDE) as (keyof RideValues)[]).map((field) => `booking.${field}` as const),
  "return_trip.booking_date",
  "return_trip.booking_time",
  "payment.mode",
  "payment.method",
  "payment.reference",
] as const satisfies readonly Path<PhoneBookingValues>[];

function returnTrip(values: PhoneBookingValues) {
  const { trip, booking_date, booking_time } = values.return_trip;
  return trip === "return" ? { return_trip: { booking_date, booking_time } } : {};
}

/** The POST body, in the shape phoneBookingSchema reads. */
export function phoneBody(values: PhoneBookingValues) {
  const { customer_mode, customer_id, payment } = values;
  return {
    customer:
      customer_mode === "new"
        ? values.customer
        : customer_id
          ? { user_id: Number(customer_id) }
          : {},
    booking: { ...ridePayload(values.booking), ...returnTrip(values) },
    payment:
      payment.mode === "link"
        ? { mode: "link" as const }
        : { mode: "offline" as const, method: payment.method, reference: payment.reference },
  };
}

/** What to price live: null until the ride (and a chosen return leg) is filled in. */
export function phoneQuoteBody(values: PhoneBookingValues) {
  if (!isQuotable(values.booking)) return null;
  const back = values.return_trip;
  const withReturn = back.trip === "return" && back.booking_date !== "" && back.booking_time !== "";
  return {
    booking: { ...pricedRidePayload(values.booking), ...(withReturn ? returnTrip(values) : {}) },
  };
}

/** The server's (or the schema's) field names as this form names its fields. */
export function phoneFieldErrors(errors: ApiFieldErrors): Record<string, string> {
  return formFieldErrors(errors, (key) => {
    if (key === "customer" || key === "customer.user_id") return "customer_id";
    if (key === "payment") return "payment.mode";
    const back = key.replace(/^booking\./, "");
    if (back === "return_trip") return "return_trip.booking_date";
    return back.startsWith("return_trip.") ? back : key;
  });
}
