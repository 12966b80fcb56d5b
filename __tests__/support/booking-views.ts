import type { DashboardBookingView } from "@/components/dashboard/booking-types";
import type { PartnerBookingView } from "@/lib/partners/types";

// One booking as each list view receives it from its serializer; a test overrides what it is about.

/** A customer's upcoming, unpaid ride, as the customer dashboard lists it. */
export function dashboardBookingView(
  overrides: Partial<DashboardBookingView> = {},
): DashboardBookingView {
  return {
    booking_id: 1,
    booking_type: "point_to_point",
    pickup_location: "Heathrow Airport",
    dropoff_location: "Big Ben",
    booking_date: "2030-01-10",
    booking_time: "10:00:00",
    pickup_time_zone: "Europe/London",
    pickup_at: "2030-01-10T10:00:00.000Z",
    number_of_passengers: 2,
    number_of_luggage: 1,
    number_of_hours: null,
    service_type: "business_class",
    number_of_cars: 1,
    price: 109.72,
    status: "pending",
    payment_status: "unpaid",
    flight_number: "BA123",
    pickup_sign: null,
    notes_for_chauffeur: null,
    reference_code: null,
    customer_name: "Ada Lovelace",
    tab: "upcoming",
    ...overrides,
    // A stand-in for the random reference, told apart by the id the test gives.
    booking_reference: overrides.booking_reference ?? `REF${overrides.booking_id ?? 1}`,
  };
}

/** A partner's guest booking, as the partner dashboard's tables list it. */
export function partnerBookingView(
  overrides: Partial<PartnerBookingView> = {},
): PartnerBookingView {
  return {
    booking_id: 41,
    booking_reference: "WEJK5B5SSY",
    guest_name: "Grace Hopper",
    guest_email: "grace@example.com",
    guest_phone: "+44 7700 900456",
    booking_type: "point_to_point",
    service_type: "Airport Transfer",
    pickup_location: "Heathrow Airport",
    dropoff_location: "Mayfair, London",
    booking_date: "2026-12-01",
    booking_time: "09:30",
    pickup_time_zone: "Europe/London",
    pickup_at: "2026-12-01T09:30:00.000Z",
    number_of_passengers: 2,
    number_of_luggage: 2,
    number_of_hours: null,
    flight_number: null,
    status: "Confirmed",
    paid: false,
    payment_status: "refunded",
    amount_pence: 12000,
    created_at: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}
