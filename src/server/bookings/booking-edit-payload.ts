import "server-only";
import {
  EDITABLE_BOOKING_FIELDS,
  type AdminBookingEdit,
  type EditableBookingField,
} from "@/lib/validations/admin-booking";
import { createBookingSchema, type CreateBookingPayload } from "@/lib/validations/booking";
import type { BookingRow } from "@/server/db/schema";
import { parseWith } from "@/server/http/validation";
import { guestDetailsOf, tripDetailsOf } from "./stored-details";

/** Fields whose change means a new server price (the time alone does not change the fare). */
export const PRICED_FIELDS = [
  "booking_type",
  "pickup_location",
  "dropoff_location",
  "destination_country",
  "number_of_passengers",
  "number_of_luggage",
  "number_of_hours",
  "ride_area",
  "service_type",
] as const satisfies readonly EditableBookingField[];

const PLACE_NAME_OF = [
  ["pickup_location", "pickup_place_name"],
  ["dropoff_location", "dropoff_place_name"],
] as const;

/** The booking as the public booking payload, so an edit is validated by the same rules. */
function payloadOf(row: BookingRow): Record<EditableBookingField, unknown> {
  return {
    ...tripDetailsOf(row),
    number_of_passengers: row.number_of_passengers,
    number_of_luggage: row.number_of_luggage,
    number_of_hours: row.number_of_hours,
    ride_area: row.ride_area,
    service_type: row.service_type,
    is_self_booking: row.is_self_booking,
    ...guestDetailsOf(row),
  };
}

/**
 * The booking after the edit: the stored values overlaid with the editable fields the body
 * gives (a partial body edits only those), checked with createBookingSchema's rules. A 400 names
 * each bad field exactly as the public booking form does.
 */
export function editedPayload(row: BookingRow, edit: AdminBookingEdit): CreateBookingPayload {
  const merged: Record<string, unknown> = payloadOf(row);
  for (const field of EDITABLE_BOOKING_FIELDS) {
    if (edit[field] !== undefined) merged[field] = edit[field];
  }
  // A stored place name named the old address: a new address without a name of its own drops it.
  for (const [location, name] of PLACE_NAME_OF) {
    const moved = edit[location] !== undefined && edit[location] !== row[location];
    if (moved && edit[name] === undefined) merged[name] = null;
  }
  return parseWith(createBookingSchema, merged);
}

/** The editable fields whose stored value differs from the edited payload. */
export function changedFields(
  row: BookingRow,
  payload: CreateBookingPayload,
): EditableBookingField[] {
  const before = payloadOf(row);
  return EDITABLE_BOOKING_FIELDS.filter(
    (field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(payload[field] ?? null),
  );
}
