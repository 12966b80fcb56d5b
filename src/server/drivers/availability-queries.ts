import "server-only";
import { and, asc, eq, gte } from "drizzle-orm";
import {
  availabilityToday,
  lastDayOffAllowed,
  type DriverAvailability,
} from "@/lib/drivers/availability";
import type { Executor } from "@/server/db/client";
import { executorOrDb } from "@/server/db/transaction";
import { driverDaysOff, drivers } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import { NO_DRIVER_RECORD_MESSAGE } from "./own-driver";

/** The driver record behind a driver account; an account without one answers 404. */
export async function ownDriverId(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ driver_id: drivers.driver_id })
    .from(drivers)
    .where(eq(drivers.user_id, userId));
  if (!row) throw notFound(NO_DRIVER_RECORD_MESSAGE);
  return row.driver_id;
}

/** Today's state and the days off from today on, earliest first (past days are not shown). */
export async function readAvailability(
  input: { driverId: number; now?: Date },
  executor?: Executor,
): Promise<DriverAvailability> {
  const db = await executorOrDb(executor);
  const now = input.now ?? new Date();
  const today = availabilityToday(now);
  const rows = await db
    .select({ day: driverDaysOff.day, reason: driverDaysOff.reason })
    .from(driverDaysOff)
    .where(and(eq(driverDaysOff.driver_id, input.driverId), gte(driverDaysOff.day, today)))
    .orderBy(asc(driverDaysOff.day));
  return {
    today,
    today_state: rows[0]?.day === today ? "unavailable" : "available",
    days_off: rows,
    last_day: lastDayOffAllowed(now),
  };
}

/** Whether the chauffeur has marked `day` off. */
export async function isDayOff(
  executor: Executor,
  input: { driverId: number; day: string },
): Promise<boolean> {
  const [row] = await executor
    .select({ id: driverDaysOff.day_off_id })
    .from(driverDaysOff)
    .where(and(eq(driverDaysOff.driver_id, input.driverId), eq(driverDaysOff.day, input.day)));
  return row !== undefined;
}

/** The signed-in chauffeur's availability (404 for an account without a driver record). */
export async function readOwnAvailability(
  input: { userId: number; now?: Date },
  executor?: Executor,
): Promise<DriverAvailability> {
  const db = await executorOrDb(executor);
  const driverId = await ownDriverId(db, input.userId);
  return readAvailability({ driverId, now: input.now }, db);
}
