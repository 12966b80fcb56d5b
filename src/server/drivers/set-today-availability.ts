import "server-only";
import { and, eq } from "drizzle-orm";
import {
  availabilityToday,
  type DriverAvailability,
  type TodayState,
} from "@/lib/drivers/availability";
import type { AuditActor } from "@/server/audit/record-audit";
import { recordAudit } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import { driverDaysOff } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { ownDriverId, readAvailability } from "./availability-queries";
import { dayOffEvent } from "./day-off-events";
import { refuseDayOffWithJobs } from "./held-jobs";

/**
 * The chauffeur's switch for today: Unavailable marks today off, Available clears it. Only the
 * chauffeur's own say changes; drivers.status stays what the operator set (an operator's
 * Unavailable is not lifted by the chauffeur switching back on). Setting the state it already
 * has changes nothing. Switching off while still holding one of today's jobs is refused (409).
 */
export async function setTodayAvailability(
  input: { userId: number; today: TodayState; actor: AuditActor; now?: Date },
  executor?: Executor,
): Promise<DriverAvailability> {
  const now = input.now ?? new Date();
  const day = availabilityToday(now);
  return inTransaction(executor, async (tx) => {
    const driverId = await ownDriverId(tx, input.userId);
    if (input.today === "unavailable") await refuseDayOffWithJobs(tx, { driverId, day });
    const changed =
      input.today === "unavailable"
        ? await tx
            .insert(driverDaysOff)
            .values({ driver_id: driverId, day })
            .onConflictDoNothing()
            .returning({ day: driverDaysOff.day })
        : await tx
            .delete(driverDaysOff)
            .where(and(eq(driverDaysOff.driver_id, driverId), eq(driverDaysOff.day, day)))
            .returning({ day: driverDaysOff.day });
    if (changed.length > 0) {
      await recordAudit(
        tx,
        dayOffEvent({ actor: input.actor, driverId, day, off: input.today === "unavailable" }),
      );
    }
    return readAvailability({ driverId, now }, tx);
  });
}
