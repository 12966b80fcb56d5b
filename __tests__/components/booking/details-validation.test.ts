import {
  EMPTY_DETAILS,
  validateDetails,
  type DetailsValues,
} from "@/components/booking/details-validation";

const newAccount: DetailsValues = {
  ...EMPTY_DETAILS,
  accountType: "new",
  firstName: "Nora",
  lastName: "New",
  email: "nora@example.com",
  phone: "7700 900123",
  password: "secret1",
  confirmPassword: "secret1",
};

describe("details step validation", () => {
  it("accepts a complete new account booking for self", () => {
    expect(validateDetails(newAccount, false)).toEqual({});
  });

  it("lists every required new-account field", () => {
    expect(validateDetails({ ...EMPTY_DETAILS, accountType: "new" }, false)).toEqual({
      email: "Email is required",
      password: "Password is required",
      firstName: "First name is required",
      lastName: "Last name is required",
      phone: "Phone number is required",
      confirmPassword: "Please confirm your password",
    });
  });

  it("checks e-mail format, password length and confirmation", () => {
    expect(validateDetails({ ...newAccount, email: "nope" }, false).email).toBe(
      "Invalid email address",
    );
    expect(
      validateDetails({ ...newAccount, password: "12345", confirmPassword: "12345" }, false)
        .password,
    ).toBe("Password must be at least 6 characters");
    expect(
      validateDetails({ ...newAccount, confirmPassword: "other1" }, false).confirmPassword,
    ).toBe("Passwords do not match");
  });

  it("needs only e-mail and password for an existing account", () => {
    expect(
      validateDetails(
        { ...EMPTY_DETAILS, accountType: "existing", email: "a@b.co", password: "x" },
        false,
      ),
    ).toEqual({});
  });

  it("asks nothing about the account once signed in", () => {
    expect(validateDetails(EMPTY_DETAILS, true)).toEqual({});
  });

  it("needs the other passenger's details", () => {
    expect(validateDetails({ ...EMPTY_DETAILS, bookingFor: "other" }, true)).toEqual({
      passengerTitle: "Passenger title is required",
      passengerFirstName: "Passenger first name is required",
      passengerLastName: "Passenger last name is required",
      passengerEmail: "Passenger email is required",
      passengerPhone: "Passenger phone number is required",
    });
    const guest = {
      ...EMPTY_DETAILS,
      bookingFor: "other" as const,
      passengerTitle: "dr" as const,
      passengerFirstName: "A",
      passengerLastName: "B",
      passengerEmail: "bad",
      passengerPhone: "x",
    };
    expect(validateDetails(guest, true)).toEqual({
      passengerEmail: "Invalid email address",
      passengerPhone: "Invalid phone number",
    });
  });
});
