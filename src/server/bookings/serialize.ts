import "server-only";
import type { BookingRow } from "@/server/db/schema";
import type { CustomerChauffeur } from "@/lib/dispatch/customer-chauffeur";
import { penceToPounds } from "@/lib/money";
import { linesOrFare } from "@/lib/price-lines";
import { guestDetailsOf, tripDetailsOf } from "./stored-details";

/** The customer and owner fields that list and detail views add to a booking (spec §3). */
export interface BookingOwnerFields {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
}

function legOf(row: BookingRow): "OUT" | "RETURN" | null {
  if (row.original_booking_id) return "RETURN";
  return row.return_booking_id ? "OUT" : null;
}

/**
 * The spec's server booking shape: snake_case names, price as a pounds number, flags as 1/0.
 * Internal columns (coordinates, payment references, session data) stay out of it unless
 * listed here. `chauffeurs` is given for the customer's own views only (who is coming, per car);
 * other viewers' answers leave it out.
 */
export function serializeBooking(
  row: BookingRow,
  owner?: BookingOwnerFields,
  chauffeurs?: CustomerChauffeur[],
) {
  return {
    booking_id: row.booking_id,
    booking_reference: row.booking_reference,
    user_id: row.user_id,
    ...tripDetailsOf(row),
    pickup_time_zone: row.pickup_time_zone,
    pickup_at: row.pickup_at.toISOString(),
    number_of_passengers: row.number_of_passengers,
    number_of_luggage: row.number_of_luggage,
    number_of_hours: row.number_of_hours,
    ride_area: row.ride_area,
    service_type: row.service_type,
    number_of_cars: row.number_of_cars,
    price: penceToPounds(row.price_pence),
    price_pence: row.price_pence,
    /** How the price is made (the snapshot; one "Fare" line for bookings priced before it). */
    price_lines: linesOrFare(row.price_lines, row.price_pence),
    currency: row.currency,
    distance_travelled:
      row.distance_travelled === null ? null : Math.round(row.distance_travelled * 100) / 100,
    is_self_booking: row.is_self_booking ? 1 : 0,
    ...guestDetailsOf(row),
    /** A return trip's leg (OUT or RETURN), shown beside the customer's own reference. */
    leg: legOf(row),
    cost_center: row.cost_center,
    // Marked by the administrator; a partner's commission on it is 'Events & Occasions'.
    is_event: row.is_event,
    status: row.status,
    payment_status: row.payment_status,
    is_return_booking: row.is_return_booking ? 1 : 0,
    original_booking_id: row.original_booking_id,
    return_booking_id: row.return_booking_id,
    created_at: row.created_at.toISOString(),
    ...(owner ?? {}),
    ...(chauffeurs ? { chauffeurs } : {}),
  };
}

export type BookingResponse = ReturnType<typeof serializeBooking>;

/**
 * The ride as every booking screen shows it (the console, My Bookings): the fields those
 * screens pick from the answer, so a rename here breaks their compile rather than the screen.
 */
export type BookingRideView = Pick<
  BookingResponse,
  | "booking_id"
  | "booking_reference"
  | "booking_type"
  | "pickup_location"
  | "dropoff_location"
  | "booking_date"
  | "booking_time"
  | "pickup_time_zone"
  | "number_of_passengers"
  | "number_of_luggage"
  | "number_of_hours"
  | "service_type"
  | "number_of_cars"
  | "price"
  | "status"
  | "payment_status"
  | "flight_number"
  | "pickup_sign"
  | "notes_for_chauffeur"
  | "reference_code"
  | "chauffeurs"
>;
