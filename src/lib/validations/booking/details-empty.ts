import type { BookingDetailsValues } from "./details";

/**
 * The details step's starting values, apart from the schema so the step can render without
 * downloading zod (its schema loads on the first submit). `booking-details.ts` re-exports it.
 */
export const EMPTY_DETAILS: BookingDetailsValues = {
  accountType: "new",
  email: "",
  password: "",
  confirmPassword: "",
  firstName: "",
  lastName: "",
  phone: "",
  bookingFor: "self",
  passengerTitle: "",
  passengerFirstName: "",
  passengerLastName: "",
  passengerEmail: "",
  passengerPhone: "",
  flightNumber: "",
  pickupSign: "",
  notes: "",
  referenceCode: "",
};
