import "server-only";
import type { BookingRow } from "@/server/db/schema";

/**
 * The ride as stored: its kind, where from and to (with the places' names), the country, and
 * the pickup's local date and time. Copied through unchanged by both the booking's API shape and
 * the payload an administrator's edit is checked against.
 */
export function tripDetailsOf(row: BookingRow) {
  return {
    booking_type: row.booking_type,
    pickup_location: row.pickup_location,
    dropoff_location: row.dropoff_location,
    pickup_place_name: row.pickup_place_name,
    dropoff_place_name: row.dropoff_place_name,
    destination_country: row.destination_country,
    booking_date: row.booking_date,
    booking_time: row.booking_time,
  };
}

/**
 * The guest and the notes for the chauffeur as stored, copied through unchanged by both the
 * booking's API shape and the payload an administrator's edit is checked against.
 */
export function guestDetailsOf(row: BookingRow) {
  return {
    guest_title: row.guest_title,
    guest_first_name: row.guest_first_name,
    guest_last_name: row.guest_last_name,
    guest_email: row.guest_email,
    guest_phone_number: row.guest_phone_number,
    flight_number: row.flight_number,
    pickup_sign: row.pickup_sign,
    notes_for_chauffeur: row.notes_for_chauffeur,
    reference_code: row.reference_code,
  };
}
