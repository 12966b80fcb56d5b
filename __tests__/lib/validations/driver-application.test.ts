import {
  driverApplicationSchema,
  driverStep1Schema,
  driverStep2Schema,
  EXPIRED_LICENSE_APPLICATION_MESSAGE,
  FUTURE_BIRTH_DATE_MESSAGE,
  UNDER_AGE_MESSAGE,
} from "@/lib/validations/driver-application";
import { adminDriverCreateSchema, driverUpdateSchema } from "@/lib/validations/driver-admin";
import { driverListQuerySchema } from "@/lib/validations/driver-list";
import { fieldErrorsOf } from "@test/schema-errors";

const step1 = {
  first_name: "Sam",
  last_name: "Driver",
  email: "Sam.Driver@Example.com",
  phone_number: "+44 7700 900456",
};
const step2 = {
  address: "1 Road, London",
  date_of_birth: "1985-04-01",
  national_insurance_number: "QQ123456C",
  private_hire_license_number: "PH-1",
  driving_license_number: "DL-1",
  driving_license_expiry_date: "2099-01-01",
  experience: "5 years",
  date_first_available: "2030-01-01",
  preferred_shift: "day",
  working_days: "5 days a week",
};

const errorsOf = fieldErrorsOf;

describe("driver step 1", () => {
  it("gives the spec's message for each missing field", () => {
    expect(errorsOf(driverStep1Schema, {})).toEqual({
      first_name: "First name is required",
      last_name: "Last name is required",
      email: "Email is required",
      phone_number: "Phone number is required",
    });
  });

  it.each([["not-an-email"], ["a@b"], ["@example.com"]])("refuses the e-mail %s", (email) => {
    expect(errorsOf(driverStep1Schema, { ...step1, email }).email).toBe("Invalid email format");
  });

  it.each([["12345"], ["+44 7700 9004561234567"], ["phone"], ["+1 555"]])(
    "refuses the phone %s",
    (phone_number) => {
      expect(errorsOf(driverStep1Schema, { ...step1, phone_number }).phone_number).toBe(
        "Invalid phone number format",
      );
    },
  );

  it("stores the e-mail lower-cased and the phone in E.164", () => {
    expect(driverStep1Schema.parse(step1)).toEqual({
      ...step1,
      email: "sam.driver@example.com",
      phone_number: "+447700900456",
    });
    expect(driverStep1Schema.parse({ ...step1, phone_number: "07700 900456" }).phone_number).toBe(
      "+447700900456",
    );
  });
});

describe("driver step 2", () => {
  it("gives the spec's message for each missing field", () => {
    expect(errorsOf(driverStep2Schema, {})).toEqual({
      address: "Address is required",
      date_of_birth: "Date of birth is required",
      national_insurance_number: "National Insurance Number is required",
      private_hire_license_number: "Private Hire License Number is required",
      driving_license_number: "Driving License Number is required",
      driving_license_expiry_date: "Driving License Expiry Date is required",
      experience: "Experience is required",
      date_first_available: "Date first available is required",
      preferred_shift: "Preferred Shift is required",
      working_days: "Working Days is required",
    });
  });

  it("checks dates, choices, age and licence expiry", () => {
    expect(
      errorsOf(driverStep2Schema, {
        ...step2,
        date_of_birth: "1990-02-30",
        driving_license_expiry_date: "2000-01-01",
        preferred_shift: "evening",
        working_days: "3 days a week",
        car_year: "19x",
        car_capacity: "0",
        car_type: "tank",
        unknown: "x",
      }),
    ).toEqual({
      date_of_birth: "Date of birth must be a date (yyyy-MM-dd)",
      driving_license_expiry_date: EXPIRED_LICENSE_APPLICATION_MESSAGE,
      preferred_shift: "Preferred Shift must be day, night or flexible",
      working_days: "Working Days must be 5 days a week or 7 days a week",
      car_year: "Car year must be a whole number from 1950 to 2100",
      car_capacity: "Car capacity must be a whole number from 1 to 60",
      car_type: "Car type must be sedan, SUV, hatchback, minivan, luxury or other",
      body: 'Unrecognized key: "unknown"',
    });
    expect(errorsOf(driverStep2Schema, { ...step2, date_of_birth: "2999-01-01" })).toEqual({
      date_of_birth: FUTURE_BIRTH_DATE_MESSAGE,
    });
    const young = `${new Date().getUTCFullYear() - 10}-01-01`;
    expect(errorsOf(driverStep2Schema, { ...step2, date_of_birth: young })).toEqual({
      date_of_birth: UNDER_AGE_MESSAGE,
    });
  });

  it("applies the defaults and drops the vehicle of a driver without one", () => {
    const parsed = driverApplicationSchema.parse({
      ...step1,
      ...step2,
      car_make: "Ford",
      car_year: "2020",
    });
    expect(parsed).toMatchObject({ has_vehicle: "no", car_make: null, car_year: null });
    const withCar = driverApplicationSchema.parse({
      ...step1,
      ...step2,
      has_vehicle: "yes",
      car_make: "Ford",
      car_year: "2020",
      car_type: "suv",
      date_of_leaving: "",
    });
    expect(withCar).toMatchObject({
      has_vehicle: "yes",
      car_make: "Ford",
      car_year: 2020,
      car_type: "SUV",
      date_of_leaving: null,
      currently_working_with: null,
    });
  });
});

describe("console payloads", () => {
  it("Add New Driver defaults to Under Review and accepts the spec's 'under-review'", () => {
    const base = { ...step1, ...step2, experience: undefined, date_first_available: undefined };
    expect(adminDriverCreateSchema.parse(base).status).toBe("Under Review");
    expect(adminDriverCreateSchema.parse({ ...base, status: "under-review" }).status).toBe(
      "Under Review",
    );
    expect(errorsOf(adminDriverCreateSchema, { ...base, status: "Busy" }).status).toBe(
      "Status must be Available, Unavailable or Under Review",
    );
  });

  it("the edit takes any subset, refuses an emptied required field and clears optional ones", () => {
    expect(driverUpdateSchema.parse({ status: "Available" })).toEqual({ status: "Available" });
    expect(driverUpdateSchema.parse({ car_year: 2021, date_of_leaving: null })).toEqual({
      car_year: 2021,
      date_of_leaving: null,
    });
    expect(errorsOf(driverUpdateSchema, { address: "" })).toEqual({
      address: "Address is required",
    });
    expect(errorsOf(driverUpdateSchema, {})).toEqual({ body: "Send at least one field to change" });
    expect(errorsOf(driverUpdateSchema, { rating: 5 })).toEqual({
      body: 'Unrecognized key: "rating"',
    });
  });

  it("the list query has defaults and refuses unknown values", () => {
    // No filter and no sort named: the list module applies DEFAULT_DRIVER_SORT (newest first).
    expect(driverListQuerySchema.parse({})).toEqual({ page: 1, page_size: 12 });
    expect(
      driverListQuerySchema.parse({ status: "under-review", sort: "-name", license: "expired" }),
    ).toMatchObject({
      status: "Under Review",
      sort: { key: "name", direction: "desc" },
      license: "expired",
    });
    expect(
      Object.keys(errorsOf(driverListQuerySchema, { sort: "salary", page: "0" })).sort(),
    ).toEqual(["page", "sort"]);
  });
});
