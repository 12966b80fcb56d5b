/**
 * The public driver application (spec §3 and §5): step 1 on /driver-registration, step 2 on
 * /driver-details, and POST /api/drivers, which validates the text fields of both steps with
 * `driverApplicationSchema` (the same rules the forms use) and the files separately
 * (`DRIVER_MESSAGES.driverPicture`, `DRIVER_MESSAGES.carPictures`).
 */
import { z } from "zod";
import { todayInZone } from "@/lib/time-rules";
import { LICENSE_TIME_ZONE } from "@/lib/drivers/driver-status";
import {
  DRIVER_MESSAGES as M,
  optionalDate,
  requiredDate,
  driverEmail,
  driverPhone,
  hasVehicleField,
  optionalText,
  preferredShiftField,
  requiredText,
  vehicleFields,
  workingDaysField,
} from "./driver-fields";

export const MINIMUM_DRIVER_AGE = 18;
export const UNDER_AGE_MESSAGE = `Drivers must be at least ${MINIMUM_DRIVER_AGE} years old`;
export const FUTURE_BIRTH_DATE_MESSAGE = "Date of birth must be in the past";
export const PAST_FIRST_AVAILABLE_MESSAGE = "Date first available must be today or later";
export const LEAVING_BEFORE_AVAILABLE_MESSAGE =
  "Date of leaving cannot be before the date first available";
export const EXPIRED_LICENSE_APPLICATION_MESSAGE =
  "Your driving licence has expired. Please apply once it has been renewed.";

/** The latest birth date of someone MINIMUM_DRIVER_AGE years old today (`yyyy-MM-dd`). */
export function latestAdultBirthDate(today: string): string {
  const year = Number(today.slice(0, 4)) - MINIMUM_DRIVER_AGE;
  return `${String(year).padStart(4, "0")}${today.slice(4)}`;
}

const today = () => todayInZone(LICENSE_TIME_ZONE);

/** Date of birth: required, in the past, and old enough to drive for hire. */
export const dateOfBirthField = requiredDate("Date of birth", M.dateOfBirth).superRefine(
  (value, ctx) => {
    const now = today();
    if (value >= now) ctx.addIssue({ code: "custom", message: FUTURE_BIRTH_DATE_MESSAGE });
    else if (value > latestAdultBirthDate(now))
      ctx.addIssue({ code: "custom", message: UNDER_AGE_MESSAGE });
  },
);

/** Step 1 of 2 (/driver-registration): contact details. */
export const driverStep1Schema = z.strictObject({
  first_name: requiredText(M.firstName, 100),
  last_name: requiredText(M.lastName, 100),
  email: driverEmail,
  phone_number: driverPhone,
});

/** The licence and work fields every driver record needs (application and console alike). */
export const driverCoreFields = {
  address: requiredText(M.address, 300),
  date_of_birth: dateOfBirthField,
  national_insurance_number: requiredText(M.nationalInsurance, 20),
  private_hire_license_number: requiredText(M.privateHireLicense, 50),
  driving_license_number: requiredText(M.drivingLicense, 50),
  driving_license_expiry_date: requiredDate("Driving License Expiry Date", M.drivingLicenseExpiry),
  currently_working_with: optionalText(200),
  date_of_leaving: optionalDate("Date of leaving"),
  preferred_shift: preferredShiftField,
  working_days: workingDaysField,
  has_vehicle: hasVehicleField,
  ...vehicleFields,
};

/** Step 2 of 2 (/driver-details), text fields only; the pictures are checked beside it. */
export const driverStep2Schema = z.strictObject({
  ...driverCoreFields,
  driving_license_expiry_date: driverCoreFields.driving_license_expiry_date.refine(
    (value) => value >= today(),
    EXPIRED_LICENSE_APPLICATION_MESSAGE,
  ),
  experience: requiredText(M.experience, 500),
  date_first_available: requiredDate("Date first available", M.dateFirstAvailable).refine(
    (value) => value >= today(),
    PAST_FIRST_AVAILABLE_MESSAGE,
  ),
});

/**
 * Across fields of step 2: a date of leaving, when given, is not before the date first available
 * (the form and POST /api/drivers both add it, as a spread `shape` does not carry it).
 */
export function checkApplicationDates(
  value: { date_first_available: string; date_of_leaving: string | null },
  ctx: z.RefinementCtx,
): void {
  if (value.date_of_leaving !== null && value.date_of_leaving < value.date_first_available)
    ctx.addIssue({
      code: "custom",
      path: ["date_of_leaving"],
      message: LEAVING_BEFORE_AVAILABLE_MESSAGE,
    });
}

/**
 * POST /api/drivers from a visitor: both steps' text fields. Vehicle fields sent while
 * has_vehicle is 'no' are dropped, as the form hides them.
 */
export const driverApplicationSchema = z
  .strictObject({ ...driverStep1Schema.shape, ...driverStep2Schema.shape })
  .superRefine(checkApplicationDates)
  .transform(withoutHiddenVehicle);

export type DriverStep1Input = z.input<typeof driverStep1Schema>;
export type DriverStep1 = z.output<typeof driverStep1Schema>;
export type DriverStep2Input = z.input<typeof driverStep2Schema>;
export type DriverStep2 = z.output<typeof driverStep2Schema>;
export type DriverApplication = z.output<typeof driverApplicationSchema>;

type WithVehicle = { has_vehicle: "yes" | "no" } & {
  [K in keyof typeof vehicleFields]: z.output<(typeof vehicleFields)[K]>;
};

/** Clears the vehicle fields of a driver without one (the form hides them, so they are stale). */
export function withoutHiddenVehicle<T extends WithVehicle>(value: T): T {
  if (value.has_vehicle === "yes") return value;
  return {
    ...value,
    car_make: null,
    car_model: null,
    car_year: null,
    car_color: null,
    car_plate_number: null,
    car_type: null,
    car_capacity: null,
  };
}

/** The text fields POST /api/drivers accepts from a visitor, for the multipart reader. */
export const DRIVER_APPLICATION_FIELDS = Object.keys(driverApplicationSchema.in.shape) as (
  keyof DriverStep1Input | keyof DriverStep2Input
)[];
