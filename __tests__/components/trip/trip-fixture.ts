import type { TripView } from "@/lib/trip/types";

export function tripFixture(overrides: Partial<TripView> = {}): TripView {
  return {
    status: "on_the_way",
    status_label: "On the way",
    pickup_time: "Sunday, October 25, 2026 at 02:30 (GMT)",
    pickup_at: "2026-10-25T02:30:00.000Z",
    pickup: { lat: 51.5074, lng: -0.1278, label: "Trafalgar Square, London" },
    dropoff: { lat: 51.47, lng: -0.4543, label: "Heathrow Terminal 5" },
    chauffeur: { first_name: "Amelia", photo_url: null },
    car: { make: "Mercedes-Benz", model: "S-Class", colour: "Black", plate: "AB12 CDE" },
    position: { lat: 51.55, lng: -0.1, heading: null, recorded_at: "2026-10-25T02:10:00.000Z" },
    eta: { minutes: 9, arrives_at: "2026-10-25T02:19:00.000Z" },
    phone: "+447700900456",
    now: "2026-10-25T02:10:05.000Z",
    rated: false,
    ...overrides,
  };
}
