import type { BookingDraftState } from "@/components/booking/draft-store";
import type { CreateBookingInput } from "@/lib/validations/booking";

export const HEATHROW = "Heathrow Airport (LHR), Hounslow TW6, United Kingdom";
export const BIG_BEN = "Big Ben, Westminster, London SW1A 0AA, United Kingdom";

/** A date `days` from now in London, "yyyy-MM-dd". */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function pointToPointPayload(overrides: Record<string, unknown> = {}): CreateBookingInput {
  return {
    booking_type: "point_to_point",
    pickup_location: HEATHROW,
    dropoff_location: BIG_BEN,
    destination_country: "uk",
    booking_date: daysFromNow(3),
    booking_time: "10:00",
    number_of_passengers: 2,
    number_of_luggage: 2,
    service_type: "first_class",
    is_self_booking: true,
    ...overrides,
  } as CreateBookingInput;
}

export function hourlyPayload(overrides: Record<string, unknown> = {}): CreateBookingInput {
  return {
    booking_type: "hourly",
    pickup_location: BIG_BEN,
    destination_country: "uk",
    booking_date: daysFromNow(4),
    booking_time: "09:30:00",
    number_of_passengers: 1,
    number_of_luggage: 0,
    number_of_hours: 5,
    ride_area: "outside",
    service_type: "business_class",
    is_self_booking: true,
    ...overrides,
  } as CreateBookingInput;
}

/** Heathrow to Big Ben as the home form stores a draft (components/booking/draft-store). */
export function heathrowDraft(overrides: Partial<BookingDraftState> = {}): BookingDraftState {
  return {
    id: "d-1",
    status: "Pending",
    bookingType: "point_to_point",
    destinationCountry: "uk",
    pickupLocation: HEATHROW,
    pickupCoordinates: { lat: 51.47, lng: -0.4543 },
    dropoffLocation: BIG_BEN,
    dropoffCoordinates: { lat: 51.5007, lng: -0.1246 },
    date: "2030-01-01",
    time: "10:00:00",
    passengers: 1,
    luggage: 0,
    ...overrides,
  };
}
