import "server-only";
import { eq } from "drizzle-orm";
import type { Transaction } from "@/server/db/client";
import { drivers } from "@/server/db/schema";
import { driverRatingSummary } from "./queries";

/**
 * Writes the chauffeur's average of their latest 100 ratings (one decimal) and its count onto
 * the driver row, in the rating's transaction: the driver list, the driver page and dispatch
 * suggestions read them from there without averaging per row.
 */
export async function refreshDriverRating(tx: Transaction, driverId: number): Promise<void> {
  const summary = await driverRatingSummary(tx, driverId);
  await tx
    .update(drivers)
    .set({ rating: summary.average, rating_count: summary.count })
    .where(eq(drivers.driver_id, driverId));
}
