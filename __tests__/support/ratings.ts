import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { auditEvents, rideRatings, type UserRow } from "@/server/db/schema";
import { availableDriverId } from "./assignments";
import { completedDriverJob } from "./earnings";
import { createUser } from "./factories";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A customer's booking whose one car was driven by a chauffeur and completed at `at`. */
export async function completedRide(
  at: Date = new Date(Date.now() - 60 * 60 * 1000),
  options: { payPence?: number; customer?: UserRow } = {},
) {
  const customer = options.customer ?? (await createUser());
  const driverId = await availableDriverId();
  const { booking, job } = await completedDriverJob(driverId, at, {
    booking: { user_id: customer.user_id },
    payPence: options.payPence ?? 4_000,
  });
  return { customer, driverId, booking, job };
}

export async function ratingsOf(bookingId: number) {
  const db = await getDb();
  return db.select().from(rideRatings).where(eq(rideRatings.booking_id, bookingId));
}

export async function auditActionsOf(entityId: number | string) {
  const db = await getDb();
  const rows = await db
    .select({ action: auditEvents.action, kind: auditEvents.entity_kind })
    .from(auditEvents)
    .where(eq(auditEvents.entity_id, String(entityId)));
  return rows.map((row) => `${row.kind}:${row.action}`);
}
