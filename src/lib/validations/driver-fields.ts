/**
 * Field rules shared by the driver application (both steps), the console's Add New Driver and
 * the driver edit (PUT /api/drivers/{id}), with the spec's messages (§5). Form values and
 * multipart fields arrive as strings, the edit's JSON may carry numbers and nulls: every rule
 * takes both, and an empty value means "not given".
 */
import { z } from "zod";
import { normalizePhone } from "@/lib/phone";
import { isValidIsoDate } from "@/lib/time-rules";
import {
  CAR_TYPES,
  DRIVER_STATUSES,
  PREFERRED_SHIFTS,
  WORKING_DAYS,
  type CarType,
  type DriverStatus,
} from "@/lib/drivers/driver-options";
import { trimmedText } from "./fields";

export const DRIVER_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Email is required",
  emailFormat: "Invalid email format",
  phone: "Phone number is required",
  phoneFormat: "Invalid phone number format",
  address: "Address is required",
  dateOfBirth: "Date of birth is required",
  nationalInsurance: "National Insurance Number is required",
  privateHireLicense: "Private Hire License Number is required",
  drivingLicense: "Driving License Number is required",
  drivingLicenseExpiry: "Driving License Expiry Date is required",
  experience: "Experience is required",
  dateFirstAvailable: "Date first available is required",
  preferredShift: "Preferred Shift is required",
  workingDays: "Working Days is required",
  driverPicture: "Driver Picture is required",
  carPictures: "At least one car picture is required",
} as const;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const textInput = z.union([z.string(), z.null()]).optional();

/** Required text: trimmed, the spec's message when missing or blank. */
export const requiredText = (message: string, max = 200) =>
  trimmedText({ required: message, max, tooLong: `Must be at most ${max} characters` });

/** Optional text: blank or null becomes null. */
export const optionalText = (max = 200) =>
  textInput.transform((value, ctx) => {
    if (isBlank(value)) return null;
    const text = value!.trim();
    if (text.length > max) {
      ctx.addIssue({ code: "custom", message: `Must be at most ${max} characters` });
      return z.NEVER;
    }
    return text;
  });

export const driverEmail = trimmedText({
  required: DRIVER_MESSAGES.email,
  max: 254,
  tooLong: DRIVER_MESSAGES.emailFormat,
})
  .pipe(z.email(DRIVER_MESSAGES.emailFormat))
  .transform((value) => value.toLowerCase());

// The spec's pattern: an optional plus, then 10 to 15 digits (spaces, dots, dashes and brackets
// a person types are ignored). The number is then stored in E.164 by the product's phone rule.
const PHONE_PATTERN = /^\+?\d{10,15}$/;

export const driverPhone = trimmedText({
  required: DRIVER_MESSAGES.phone,
  max: 40,
  tooLong: DRIVER_MESSAGES.phoneFormat,
}).transform((value, ctx) => {
  const phone = PHONE_PATTERN.test(value.replace(/[\s().-]/g, "")) ? normalizePhone(value) : null;
  if (phone) return phone;
  ctx.addIssue({ code: "custom", message: DRIVER_MESSAGES.phoneFormat });
  return z.NEVER;
});

const dateFormat = (label: string) => `${label} must be a date (yyyy-MM-dd)`;

/** A `yyyy-MM-dd` calendar date, or null when blank. */
export const optionalDate = (label: string) =>
  textInput.transform((value, ctx): string | null => {
    if (isBlank(value)) return null;
    const text = value!.trim();
    if (isValidIsoDate(text)) return text;
    ctx.addIssue({ code: "custom", message: dateFormat(label) });
    return z.NEVER;
  });

export const PHV_LICENCE_EXPIRY_MESSAGES = {
  format: dateFormat("PHV driver licence expiry"),
  tooEarly: "PHV driver licence expiry must be in 2000 or later",
} as const;

/**
 * The PHV driver licence's last valid day, entered by the operator: optional (blank clears it),
 * and a past day is allowed (a lapsed licence is a fact to record; the daily job then takes the
 * chauffeur off the road). A day before 2000 is a typing slip, refused.
 */
export const phvLicenceExpiryField = optionalDate("PHV driver licence expiry").transform(
  (value, ctx) => {
    if (value === null || value >= "2000-01-01") return value;
    ctx.addIssue({ code: "custom", message: PHV_LICENCE_EXPIRY_MESSAGES.tooEarly });
    return z.NEVER;
  },
);

/** A required `yyyy-MM-dd` calendar date; `required` is the message for a missing one. */
export const requiredDate = (label: string, required: string) =>
  textInput.transform((value, ctx): string => {
    if (isBlank(value)) {
      ctx.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    const text = value!.trim();
    if (isValidIsoDate(text)) return text;
    ctx.addIssue({ code: "custom", message: dateFormat(label) });
    return z.NEVER;
  });

/** One of a list of values (matched without regard to case), or the message. */
function choice<const T extends string>(values: readonly T[], required: string, invalid: string) {
  return textInput.transform((value, ctx): T => {
    if (isBlank(value)) {
      ctx.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    const text = value!.trim().toLowerCase();
    const match = values.find((candidate) => candidate.toLowerCase() === text);
    if (match) return match;
    ctx.addIssue({ code: "custom", message: invalid });
    return z.NEVER;
  });
}

export const preferredShiftField = choice(
  PREFERRED_SHIFTS,
  DRIVER_MESSAGES.preferredShift,
  "Preferred Shift must be day, night or flexible",
);

export const workingDaysField = choice(
  WORKING_DAYS,
  DRIVER_MESSAGES.workingDays,
  "Working Days must be 5 days a week or 7 days a week",
);

const STATUS_MESSAGE = "Status must be Available, Unavailable or Under Review";

/** The spec's forms send 'Under Review' or 'under-review'; both mean the same status. */
export const driverStatusField = z
  .string({ error: STATUS_MESSAGE })
  .transform((value, ctx): DriverStatus => {
    const text = value.trim().toLowerCase().replace(/[-_]/g, " ");
    const match = DRIVER_STATUSES.find((status) => status.toLowerCase() === text);
    if (match) return match;
    ctx.addIssue({ code: "custom", message: STATUS_MESSAGE });
    return z.NEVER;
  });

/** 'yes' or 'no' (a checkbox's true or false too); blank means the default, no. */
export const hasVehicleField = z
  .union([z.string(), z.boolean(), z.null()])
  .optional()
  .transform((value, ctx): "yes" | "no" => {
    if (value === true) return "yes";
    if (value === false || isBlank(value)) return "no";
    const text = String(value).trim().toLowerCase();
    if (text === "yes" || text === "no") return text;
    ctx.addIssue({ code: "custom", message: "Has vehicle must be yes or no" });
    return z.NEVER;
  });

/** An optional whole number within bounds, from a form's text or JSON's number. */
export function optionalInteger(label: string, min: number, max: number) {
  return z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value, ctx): number | null => {
      if (isBlank(value)) return null;
      const text = String(value).trim();
      const number = /^-?\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
      if (Number.isInteger(number) && number >= min && number <= max) return number;
      ctx.addIssue({
        code: "custom",
        message: `${label} must be a whole number from ${min} to ${max}`,
      });
      return z.NEVER;
    });
}

export const carTypeField = textInput.transform((value, ctx): CarType | null => {
  if (isBlank(value)) return null;
  const text = value!.trim().toLowerCase();
  const match = CAR_TYPES.find((type) => type.toLowerCase() === text);
  if (match) return match;
  ctx.addIssue({
    code: "custom",
    message: "Car type must be sedan, SUV, hatchback, minivan, luxury or other",
  });
  return z.NEVER;
});

/** The vehicle fields: shown only when has_vehicle is yes and never required (spec §5). */
export const vehicleFields = {
  car_make: optionalText(100),
  car_model: optionalText(100),
  car_year: optionalInteger("Car year", 1950, 2100),
  car_color: optionalText(50),
  car_plate_number: optionalText(20),
  car_type: carTypeField,
  car_capacity: optionalInteger("Car capacity", 1, 60),
};

export const VEHICLE_FIELDS = Object.keys(vehicleFields) as (keyof typeof vehicleFields)[];
