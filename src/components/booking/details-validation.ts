/**
 * Checks for the details step (spec section 5). Pure, so the messages are unit-tested.
 * Visitors either sign in (e-mail and password) or register; the other passenger's details
 * are needed only when booking for someone else.
 */
export interface DetailsValues {
  accountType: "existing" | "new";
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  phoneCode: string;
  phone: string;
  bookingFor: "self" | "other";
  passengerTitle: "" | "mr" | "mrs" | "ms" | "dr";
  passengerFirstName: string;
  passengerLastName: string;
  passengerEmail: string;
  passengerPhone: string;
  flightNumber: string;
  pickupSign: string;
  notes: string;
  referenceCode: string;
}

export const EMPTY_DETAILS: DetailsValues = {
  accountType: "new",
  email: "",
  password: "",
  confirmPassword: "",
  firstName: "",
  lastName: "",
  phoneCode: "44",
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

export const PHONE_CODES = ["44", "1", "33", "49"] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[\d\s()-]{6,20}$/;

export type DetailsErrors = Partial<Record<keyof DetailsValues, string>>;

export function validateDetails(values: DetailsValues, signedIn: boolean): DetailsErrors {
  const errors: DetailsErrors = {};
  const blank = (value: string) => value.trim() === "";
  if (!signedIn) {
    if (blank(values.email)) errors.email = "Email is required";
    else if (!EMAIL.test(values.email.trim())) errors.email = "Invalid email address";
    if (blank(values.password)) errors.password = "Password is required";
    if (values.accountType === "new") {
      if (blank(values.firstName)) errors.firstName = "First name is required";
      if (blank(values.lastName)) errors.lastName = "Last name is required";
      if (blank(values.phone)) errors.phone = "Phone number is required";
      else if (!PHONE.test(values.phone.trim())) errors.phone = "Invalid phone number";
      if (!errors.password && values.password.length < 6)
        errors.password = "Password must be at least 6 characters";
      if (blank(values.confirmPassword)) errors.confirmPassword = "Please confirm your password";
      else if (values.password !== values.confirmPassword)
        errors.confirmPassword = "Passwords do not match";
    }
  }
  if (values.bookingFor === "other") {
    if (!values.passengerTitle) errors.passengerTitle = "Passenger title is required";
    if (blank(values.passengerFirstName))
      errors.passengerFirstName = "Passenger first name is required";
    if (blank(values.passengerLastName))
      errors.passengerLastName = "Passenger last name is required";
    if (blank(values.passengerEmail)) errors.passengerEmail = "Passenger email is required";
    else if (!EMAIL.test(values.passengerEmail.trim()))
      errors.passengerEmail = "Invalid email address";
    if (blank(values.passengerPhone)) errors.passengerPhone = "Passenger phone number is required";
    else if (!PHONE.test(values.passengerPhone.trim()))
      errors.passengerPhone = "Invalid phone number";
  }
  return errors;
}
