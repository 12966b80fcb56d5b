import type { QueueCard } from "@/lib/dispatch/board-types";

/** A queued car as GET /api/admin/dispatch answers it; each test changes what it checks. */
export function queueCard(overrides: Partial<QueueCard> = {}): QueueCard {
  return {
    booking_id: 41,
    booking_reference: "BK-7Q2M",
    car_number: 1,
    number_of_cars: 1,
    pickup_at: "2026-10-25T10:00:00.000Z",
    pickup_time_zone: "Europe/London",
    local_time: "10:00",
    service_type: "first_class",
    passengers: 2,
    luggage: 3,
    pickup: "Heathrow Airport (LHR), Hounslow TW6",
    dropoff: "The Savoy, Strand, London WC2R 0EZ",
    hours: null,
    flight_number: "BA117",
    status: "confirmed",
    payment_status: "paid",
    urgent: false,
    minutes_until_pickup: 80,
    open_offers: [],
    last_reason: null,
    ...overrides,
  };
}
