import { eq } from "drizzle-orm";
import type { AuditActor } from "@/server/audit/record-audit";
import { getDb } from "@/server/db/client";
import { assignments, type AssignmentRow, type UserRow } from "@/server/db/schema";
import { createOffers } from "@/server/dispatch/create-offers";
import { ADMIN_ACTOR } from "./assignments";
import { createApprovedDriver } from "./drivers";

/** An approved, Available chauffeur with a driver account that can sign in. */
export async function offeredDriver(): Promise<{
  user: UserRow;
  driverId: number;
  actor: AuditActor;
}> {
  const { user, driver } = await createApprovedDriver({
    driving_license_expiry_date: "2099-12-31",
  });
  return {
    user,
    driverId: driver.driver_id,
    actor: { kind: "driver", id: user.user_id, label: `Dana <${user.email}>` },
  };
}

/** Offers car 1 (unless told) of the booking to the drivers, made at `now` (default: the real time). */
export async function offerTo(
  bookingId: number,
  driverIds: readonly number[],
  options: { now?: Date; expiresInSeconds?: number; carNumber?: number; payPence?: number } = {},
): Promise<AssignmentRow[]> {
  return createOffers({
    bookingId,
    carNumber: options.carNumber ?? 1,
    offers: driverIds.map((driverId) => ({ driverId })),
    expiresInSeconds: options.expiresInSeconds,
    payPence: options.payPence,
    actor: ADMIN_ACTOR,
    now: options.now,
  });
}

export async function reloadAssignment(assignmentId: number): Promise<AssignmentRow> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(assignments)
    .where(eq(assignments.assignment_id, assignmentId));
  return row!;
}
