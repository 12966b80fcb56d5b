import type { DriverJobView } from "@/lib/driver-app/types";

/** A job as GET /api/driver/jobs answers it: assigned, picked up at 10:00 London on 3 December. */
export function jobFixture(overrides: Partial<DriverJobView> = {}): DriverJobView {
  return {
    assignment_id: 41,
    booking_reference: "ABC123XYZ9",
    status: "assigned",
    car_number: 1,
    pickup_at: "2026-12-03T10:00:00.000Z",
    pickup_time_zone: "Europe/London",
    booking_date: "2026-12-03",
    booking_time: "10:00",
    starts_at: "2026-12-03T10:00:00.000Z",
    ends_at: "2026-12-03T11:00:00.000Z",
    booking_type: "point_to_point",
    pickup_location: "Heathrow Airport (LHR)",
    dropoff_location: "Big Ben, London",
    number_of_hours: null,
    passenger_name: "Grace Hopper",
    passenger_phone: null,
    number_of_passengers: 2,
    number_of_luggage: 3,
    flight_number: "BA286",
    pickup_sign: "Ms G. Hopper",
    notes_for_chauffeur: null,
    service_type: "business_class",
    vehicle: {
      make: "Mercedes-Benz",
      model: "E-Class",
      colour: "Black",
      registration_plate: "LY63KGJ",
    },
    pay_pence: 5437,
    offer_expires_at: null,
    free_waiting_ends_at: "2026-12-03T11:00:00.000Z",
    ...overrides,
  };
}
