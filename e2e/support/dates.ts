/** A pickup date a few days ahead, "yyyy-MM-dd" (London is UTC or UTC+1, so a day's margin is plenty). */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The ride most journeys book through the API: Heathrow to Big Ben, one Business Class car. */
export const HEATHROW_TO_BIG_BEN = {
  booking_type: "point_to_point",
  pickup_location: "Heathrow Airport (LHR), Hounslow TW6, United Kingdom",
  dropoff_location: "Big Ben, Westminster, London SW1A 0AA, United Kingdom",
  destination_country: "uk",
  booking_time: "10:00",
  number_of_passengers: 2,
  number_of_luggage: 1,
  service_type: "business_class",
  is_self_booking: true,
} as const;
