import "server-only";
import { passengerPhoneVisible } from "@/lib/dispatch/driver-steps";
import { freeWaitingEndsAt } from "@/lib/dispatch/job-end";
import type { DriverJobView } from "@/lib/driver-app/types";
import type { JobRow } from "./driver-job-queries";

function iso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

/** The row as the chauffeur sees it: the passenger's number only inside its window. */
export function driverJobView(row: JobRow, now: Date): DriverJobView {
  const guest = !row.is_self_booking && (row.guest_first_name || row.guest_last_name);
  const passengerName = guest
    ? `${row.guest_first_name ?? ""} ${row.guest_last_name ?? ""}`.trim()
    : `${row.customer_first_name ?? ""} ${row.customer_last_name ?? ""}`.trim();
  const phone = (row.is_self_booking ? row.customer_phone : row.guest_phone_number) || null;
  return {
    assignment_id: row.assignment_id,
    booking_reference: row.booking_reference ?? "",
    status: row.status,
    car_number: row.car_number ?? 1,
    pickup_at: row.pickup_at.toISOString(),
    pickup_time_zone: row.pickup_time_zone ?? "Europe/London",
    booking_date: row.booking_date ?? "",
    booking_time: (row.booking_time ?? "").slice(0, 5),
    starts_at: row.starts_at.toISOString(),
    ends_at: iso(row.ends_at) ?? row.starts_at.toISOString(),
    booking_type: row.booking_type ?? "",
    pickup_location: row.pickup_location ?? "",
    dropoff_location: row.dropoff_location,
    number_of_hours: row.number_of_hours,
    passenger_name: passengerName,
    passenger_phone: passengerPhoneVisible({ status: row.status, pickupAt: row.pickup_at, now })
      ? phone
      : null,
    number_of_passengers: row.number_of_passengers ?? 0,
    number_of_luggage: row.number_of_luggage ?? 0,
    flight_number: row.flight_number,
    pickup_sign: row.pickup_sign,
    notes_for_chauffeur: row.notes_for_chauffeur,
    service_type: row.service_type ?? "business_class",
    vehicle:
      row.vehicle_make && row.vehicle_model
        ? {
            make: row.vehicle_make,
            model: row.vehicle_model,
            colour: row.vehicle_colour ?? "",
            registration_plate: row.vehicle_plate ?? "",
          }
        : null,
    pay_pence: row.pay_pence,
    offer_expires_at: row.status === "offered" ? iso(row.offer_expires_at) : null,
    free_waiting_ends_at: freeWaitingEndsAt({ pickupAt: row.pickup_at }).toISOString(),
  };
}
