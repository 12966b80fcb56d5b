import type { BookingTab } from "@/lib/booking-events";
import { DEFAULT_COUNTRY, type CountryCode } from "@/lib/countries";
import { BOOKING_LIMITS, REQUIRED_FIELDS_MESSAGE } from "@/lib/validations/booking/constants";
import type { LatLng } from "./draft-store";

/** The home form's values, named as the shared draft schema names them; inputs give text. */
export interface HomeFormValues {
  bookingType: BookingTab;
  destinationCountry: CountryCode;
  pickupLocation: string;
  pickupCoordinates?: LatLng;
  /** The chosen suggestion's name ('The Savoy'); cleared when the address is typed over. */
  pickupPlaceName?: string;
  dropoffLocation: string;
  dropoffCoordinates?: LatLng;
  dropoffPlaceName?: string;
  date: string;
  time: string;
  passengers: string;
  luggage: string;
  duration: string;
  rideArea: "inside" | "outside";
}

export function initialHomeForm(bookingType: BookingTab): HomeFormValues {
  return {
    bookingType,
    destinationCountry: DEFAULT_COUNTRY,
    pickupLocation: "",
    dropoffLocation: "",
    date: "",
    time: "",
    passengers: "1",
    luggage: "1",
    duration: String(BOOKING_LIMITS.hours.default),
    rideArea: "inside",
  };
}

/**
 * Under a field, "missing" names the field; the form's alert says the spec's
 * "Please fill in all required fields" once.
 */
export function fieldMessage(label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message === REQUIRED_FIELDS_MESSAGE ? `${label} is required` : message;
}

/** The alert above the button: the spec's message when anything is missing, else the first. */
export function formAlert(messages: (string | undefined)[]): string | null {
  const present = messages.filter((message): message is string => Boolean(message));
  if (present.length === 0) return null;
  return present.includes(REQUIRED_FIELDS_MESSAGE) ? REQUIRED_FIELDS_MESSAGE : present[0]!;
}
