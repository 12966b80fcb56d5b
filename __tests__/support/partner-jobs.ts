import type { PartnerJob } from "@/lib/partners/partner-jobs";

/** A job offer as the partner's dashboard receives it (tests override what they look at). */
export function partnerJob(overrides: Partial<PartnerJob> = {}): PartnerJob {
  return { ...OFFER, ...overrides };
}

const OFFER: PartnerJob = {
  assignment_id: 41,
  booking_id: 7,
  booking_reference: "ABC123XYZ9",
  car_number: 1,
  status: "offered",
  booking_type: "point_to_point",
  service_type: "business_class",
  pickup_location: "Heathrow Terminal 5",
  pickup_place_name: null,
  dropoff_location: "The Savoy, London",
  dropoff_place_name: null,
  booking_date: "2030-07-01",
  booking_time: "10:00:00",
  pickup_time_zone: "Europe/London",
  pickup_at: "2030-07-01T09:00:00.000Z",
  number_of_passengers: 2,
  number_of_luggage: 2,
  number_of_hours: null,
  flight_number: null,
  pay_pence: 8_550,
  offer_expires_at: "2030-06-30T09:10:00.000Z",
  chauffeur_name: null,
  vehicle_plate: null,
  next_step: null,
};
