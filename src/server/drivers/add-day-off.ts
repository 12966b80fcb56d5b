import "server-only";
import { dayOffRangeError, type DriverAvailability } from "@/lib/drivers/availability";
import type { AuditActor } from "@/server/audit/record-audit";
import { recordAudit } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import { driverDaysOff } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { badRequest } from "@/server/http/errors";
import { ownDriverId, readAvailability } from "./availability-queries";
import { dayOffEvent } from "./day-off-events";
import { refuseDayOffWithJobs } from "./held-jobs";

/**
 * The chauffeur marks `day` off (today up to 90 days ahead). Marking a day already off changes
 * nothing and answers the same list, so a double tap is harmless. A day on which the chauffeur
 * still holds jobs is refused (409) until the office has taken them back. The operator's record
 * (drivers.status) is not touched: dispatch reads the day off beside it.
 */
export async function addDayOff(
  input: { userId: number; day: string; reason?: string; actor: AuditActor; now?: Date },
  executor?: Executor,
): Promise<DriverAvailability> {
  const now = input.now ?? new Date();
  const refused = dayOffRangeError(input.day, now);
  if (refused) throw badRequest(refused, { day: refused });
  return inTransaction(executor, async (tx) => {
    const driverId = await ownDriverId(tx, input.userId);
    await refuseDayOffWithJobs(tx, { driverId, day: input.day });
    const [added] = await tx
      .insert(driverDaysOff)
      .values({ driver_id: driverId, day: input.day, reason: input.reason ?? null })
      .onConflictDoNothing()
      .returning({ day: driverDaysOff.day });
    if (added) {
      await recordAudit(
        tx,
        dayOffEvent({
          actor: input.actor,
          driverId,
          day: input.day,
          off: true,
          reason: input.reason,
        }),
      );
    }
    return readAvailability({ driverId, now }, tx);
  });
}
