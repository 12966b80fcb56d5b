import "server-only";
import { and, eq } from "drizzle-orm";
import { availabilityToday, type DriverAvailability } from "@/lib/drivers/availability";
import type { AuditActor } from "@/server/audit/record-audit";
import { recordAudit } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import { driverDaysOff } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { conflict, notFound } from "@/server/http/errors";
import { ownDriverId, readAvailability } from "./availability-queries";
import { dayOffEvent } from "./day-off-events";

export const DAY_OFF_NOT_FOUND = "Day off not found";

/**
 * The chauffeur clears a day off (today or later: a past day is history). A day that is not
 * marked off answers 404.
 */
export async function removeDayOff(
  input: { userId: number; day: string; actor: AuditActor; now?: Date },
  executor?: Executor,
): Promise<DriverAvailability> {
  const now = input.now ?? new Date();
  return inTransaction(executor, async (tx) => {
    const driverId = await ownDriverId(tx, input.userId);
    const [removed] = await tx
      .delete(driverDaysOff)
      .where(and(eq(driverDaysOff.driver_id, driverId), eq(driverDaysOff.day, input.day)))
      .returning({ reason: driverDaysOff.reason });
    if (!removed) throw notFound(DAY_OFF_NOT_FOUND);
    // Checked after the lookup so a missing day reads as missing whatever its date.
    if (input.day < availabilityToday(now)) throw conflict("A past day off cannot be changed");
    await recordAudit(
      tx,
      dayOffEvent({ actor: input.actor, driverId, day: input.day, off: false }),
    );
    return readAvailability({ driverId, now }, tx);
  });
}
