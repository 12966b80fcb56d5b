/**
 * The values a driver record's choice fields take (spec §3, "Driver application" and "Driver
 * record"), as the database enums hold them, with the labels forms and cards show.
 */
export const DRIVER_STATUSES = ["Available", "Unavailable", "Under Review"] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

export const PREFERRED_SHIFTS = ["day", "night", "flexible"] as const;
export type PreferredShift = (typeof PREFERRED_SHIFTS)[number];

export const WORKING_DAYS = ["5 days a week", "7 days a week"] as const;
export type WorkingDays = (typeof WORKING_DAYS)[number];

export const YES_NO = ["yes", "no"] as const;
export type YesNo = (typeof YES_NO)[number];

export const CAR_TYPES = ["sedan", "SUV", "hatchback", "minivan", "luxury", "other"] as const;
export type CarType = (typeof CAR_TYPES)[number];

export const SHIFT_LABELS: Readonly<Record<PreferredShift, string>> = {
  day: "Day",
  night: "Night",
  flexible: "Flexible",
};

export const CAR_TYPE_LABELS: Readonly<Record<CarType, string>> = {
  sedan: "Sedan",
  SUV: "SUV",
  hatchback: "Hatchback",
  minivan: "Minivan",
  luxury: "Luxury",
  other: "Other",
};

/** The spec's new-driver defaults: day shift, five days a week, under review, no vehicle. */
export const NEW_DRIVER_DEFAULTS = {
  preferred_shift: "day",
  working_days: "5 days a week",
  status: "Under Review",
  has_vehicle: "no",
} as const satisfies {
  preferred_shift: PreferredShift;
  working_days: WorkingDays;
  status: DriverStatus;
  has_vehicle: YesNo;
};

/** Licence filter of the administrator's list. */
export const LICENSE_FILTERS = ["expiring", "expired"] as const;
export type LicenseFilter = (typeof LICENSE_FILTERS)[number];
export const LICENSE_FILTER_LABELS: Readonly<Record<LicenseFilter, string>> = {
  expiring: "Licence expires within 30 days",
  expired: "Licence expired",
};
/** A licence "expires soon" when its expiry date is at most this many days ahead. */
export const LICENSE_EXPIRY_WARNING_DAYS = 30;
