import "server-only";
import type { DriverView } from "@/lib/drivers/types";
import { AppError } from "@/server/http/errors";
import { driverView, findDriverByUser } from "./queries";

export const UNDER_REVIEW_SIGN_IN_MESSAGE =
  "Your driver application is still under review. You can sign in once it has been approved.";
export const NO_DRIVER_RECORD_MESSAGE = "No driver record is linked to this account.";

/**
 * The driver record behind a driver account, for /driver-dashboard and GET /api/driver/me.
 * Available and Unavailable drivers see theirs; an application still (or again) under review
 * has no dashboard.
 */
export async function loadOwnDriver(userId: number): Promise<DriverView> {
  const row = await findDriverByUser(userId);
  if (!row) throw new AppError("NOT_FOUND", NO_DRIVER_RECORD_MESSAGE);
  if (row.status === "Under Review") throw new AppError("FORBIDDEN", UNDER_REVIEW_SIGN_IN_MESSAGE);
  return driverView(row);
}

/** Sign-in rule: a driver account may sign in unless its driver record is under review. */
export async function driverMaySignIn(userId: number): Promise<boolean> {
  const row = await findDriverByUser(userId);
  return row !== null && row.status !== "Under Review";
}
