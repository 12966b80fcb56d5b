/**
 * The driver status rules (spec §4): an administrator may set any status freely, except that a
 * driver whose driving licence has expired cannot be made Available. Pure: the server applies
 * it in server/drivers, screens use the labels, tones and licence helpers.
 */
import { defineStateMachine, type StatusInfo, type TransitionContext } from "@/lib/state-machine";
import { LICENSE_EXPIRY_WARNING_DAYS, type DriverStatus } from "./driver-options";

export const DRIVER_STATUS_INFO: Readonly<Record<DriverStatus, StatusInfo>> = {
  Available: { label: "Available", tone: "green", terminal: false },
  Unavailable: { label: "Unavailable", tone: "red", terminal: false },
  "Under Review": { label: "Under Review", tone: "yellow", terminal: false },
};

export const EXPIRED_LICENSE_MESSAGE =
  "This driver's driving licence has expired, so they cannot be set Available. Update the licence expiry date first.";
export const EXPIRED_PHV_LICENCE_MESSAGE =
  "This driver's PHV driver licence has expired, so they cannot be set Available. Update the PHV driver licence expiry date first.";
export const MISSING_LICENSE_EXPIRY_MESSAGE =
  "Add the driving licence expiry date before setting this driver Available.";

const licenceValid = (context: TransitionContext): string | null => {
  if (context.licenseExpiryDate === undefined) return null;
  if (context.licenseExpiryDate === null) return MISSING_LICENSE_EXPIRY_MESSAGE;
  return isLicenseExpired(context.licenseExpiryDate, context.today ?? "")
    ? EXPIRED_LICENSE_MESSAGE
    : null;
};

export const driverStateMachine = defineStateMachine<DriverStatus>({
  noun: "driver",
  statuses: DRIVER_STATUS_INFO,
  transitions: [
    { from: "Under Review", to: "Available", by: ["admin"], guard: licenceValid },
    { from: "Under Review", to: "Unavailable", by: ["admin"] },
    { from: "Available", to: "Unavailable", by: ["admin", "system"] },
    { from: "Available", to: "Under Review", by: ["admin"] },
    { from: "Unavailable", to: "Available", by: ["admin"], guard: licenceValid },
    { from: "Unavailable", to: "Under Review", by: ["admin"] },
  ],
});

/** True when the licence's last valid day (`yyyy-MM-dd`) is before today (`yyyy-MM-dd`). */
export function isLicenseExpired(expiryDate: string, today: string): boolean {
  return expiryDate < today;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface LicenseState {
  /** Days from today to the expiry date (negative once expired); null without a date. */
  days_left: number | null;
  expired: boolean;
  /** Valid today, and expiring within LICENSE_EXPIRY_WARNING_DAYS days. */
  expires_soon: boolean;
}

export function licenseState(expiryDate: string | null, today: string): LicenseState {
  if (!expiryDate) return { days_left: null, expired: false, expires_soon: false };
  const daysLeft = daysBetween(today, expiryDate);
  return {
    days_left: daysLeft,
    expired: daysLeft < 0,
    expires_soon: daysLeft >= 0 && daysLeft <= LICENSE_EXPIRY_WARNING_DAYS,
  };
}

/** The zone whose calendar decides "today" for licence expiry (the operator is in the UK). */
export const LICENSE_TIME_ZONE = "Europe/London";

export type StatusResolution =
  | { ok: true; status: DriverStatus; changed: boolean; licenseExpiredDowngrade: boolean }
  | { ok: false; reason: string };

/**
 * The status a save ends with. An administrator may set any status, but Available needs a
 * driving licence (and PHV driver licence, when one is recorded) that has not expired: asking for it otherwise is refused, except that a driver who is
 * already Available and whose (new) expiry date has passed becomes Unavailable instead, so an
 * edit never leaves an expired driver dispatchable.
 */
export function resolveDriverStatus(input: {
  current: DriverStatus;
  requested: DriverStatus;
  licenseExpiryDate: string | null;
  /** The PHV driver licence's expiry: optional (none recorded is no refusal), lapsed refuses. */
  phvLicenceExpiry?: string | null;
  today: string;
}): StatusResolution {
  const { current, requested } = input;
  if (requested === "Available") {
    const phvLapsed = input.phvLicenceExpiry != null && input.phvLicenceExpiry < input.today;
    const refusal =
      licenceValid({ licenseExpiryDate: input.licenseExpiryDate, today: input.today }) ??
      (phvLapsed ? EXPIRED_PHV_LICENCE_MESSAGE : null);
    if (refusal !== null) {
      if (current !== "Available") return { ok: false, reason: refusal };
      // A driver recorded before expiry dates were required keeps their status until one is set.
      if (refusal === MISSING_LICENSE_EXPIRY_MESSAGE)
        return { ok: true, status: current, changed: false, licenseExpiredDowngrade: false };
      return { ok: true, status: "Unavailable", changed: true, licenseExpiredDowngrade: true };
    }
  }
  if (requested === current)
    return { ok: true, status: current, changed: false, licenseExpiredDowngrade: false };
  const check = driverStateMachine.check({
    from: current,
    to: requested,
    actor: "admin",
    context: { licenseExpiryDate: input.licenseExpiryDate, today: input.today },
  });
  if (!check.allowed) return { ok: false, reason: check.reason };
  return { ok: true, status: requested, changed: true, licenseExpiredDowngrade: false };
}
