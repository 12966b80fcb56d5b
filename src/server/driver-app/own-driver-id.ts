import "server-only";
import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { drivers } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";
import { AppError } from "@/server/http/errors";
import {
  NO_DRIVER_RECORD_MESSAGE,
  UNDER_REVIEW_SIGN_IN_MESSAGE,
} from "@/server/drivers/own-driver";

/**
 * The driver record behind a signed-in driver account, by its indexed user id. An account without
 * one has no jobs (404); an application under review has no app (403).
 */
export async function ownDriverId(userId: number, executor?: Executor): Promise<number> {
  const db = await executorOrDb(executor);
  const [row] = await db
    .select({ driverId: drivers.driver_id, status: drivers.status })
    .from(drivers)
    .where(eq(drivers.user_id, userId))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", NO_DRIVER_RECORD_MESSAGE);
  if (row.status === "Under Review") throw new AppError("FORBIDDEN", UNDER_REVIEW_SIGN_IN_MESSAGE);
  return row.driverId;
}
