import "server-only";
import type { BookingRow } from "@/server/db/schema";

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
