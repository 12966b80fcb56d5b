import {
  bookingDetailsSchema,
  EMPTY_DETAILS,
  type BookingDetailsValues,
} from "@/lib/validations/booking/details";

const newAccount: BookingDetailsValues = {
  ...EMPTY_DETAILS,
  accountType: "new",
  firstName: "Nora",
  lastName: "New",
  email: "nora@example.com",
  phone: "+44 7700 900123",
  password: "secret1",
  confirmPassword: "secret1",
};

function errorsOf(values: BookingDetailsValues, signedIn: boolean): Record<string, string> {
  const result = bookingDetailsSchema(signedIn).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("bookingDetailsSchema (details step)", () => {
  it("accepts a complete new account booking for self", () => {
    expect(errorsOf(newAccount, false)).toEqual({});
  });

  it("lists every required new-account field", () => {
    expect(errorsOf({ ...EMPTY_DETAILS, accountType: "new" }, false)).toEqual({
      email: "Email is required",
      password: "Password is required",
      firstName: "First name is required",
      lastName: "Last name is required",
      phone: "Phone number is required",
      confirmPassword: "Please confirm your password",
    });
  });

  it("checks e-mail format, phone, password length and confirmation", () => {
    expect(errorsOf({ ...newAccount, email: "nope" }, false).email).toBe("Invalid email address");
    expect(errorsOf({ ...newAccount, phone: "+44 12" }, false).phone).toBe("Invalid phone number");
    expect(
      errorsOf({ ...newAccount, password: "12345", confirmPassword: "12345" }, false).password,
    ).toBe("Password must be at least 6 characters");
    expect(errorsOf({ ...newAccount, confirmPassword: "other1" }, false).confirmPassword).toBe(
      "Passwords do not match",
    );
  });

  it("needs only e-mail and password for an existing account", () => {
    const existing = { ...EMPTY_DETAILS, accountType: "existing" as const };
    expect(errorsOf({ ...existing, email: "a@b.co", password: "x" }, false)).toEqual({});
  });

  it("asks nothing about the account once signed in", () => {
    expect(errorsOf(EMPTY_DETAILS, true)).toEqual({});
  });

  const guest: BookingDetailsValues = {
    ...EMPTY_DETAILS,
    bookingFor: "other",
    passengerTitle: "dr",
    passengerFirstName: "A",
    passengerLastName: "B",
    passengerEmail: "b@example.com",
    passengerPhone: "+1 604 555 0142",
  };

  it("needs the other passenger's details", () => {
    expect(errorsOf({ ...EMPTY_DETAILS, bookingFor: "other" }, true)).toEqual({
      passengerTitle: "Passenger title is required",
      passengerFirstName: "Passenger first name is required",
      passengerLastName: "Passenger last name is required",
      passengerEmail: "Passenger email is required",
      passengerPhone: "Passenger phone number is required",
    });
    expect(errorsOf({ ...guest, passengerEmail: "bad", passengerPhone: "+44 x" }, true)).toEqual({
      passengerEmail: "Invalid email address",
      passengerPhone: "Invalid phone number",
    });
  });

  it.each(["+1 604 555 0142", "+44 7700 900456", "+44 07700 900456", "+33 6 12 34 56 78"])(
    "accepts the passenger's international number %s",
    (phone) => {
      expect(errorsOf({ ...guest, passengerPhone: phone }, true)).toEqual({});
    },
  );
});
