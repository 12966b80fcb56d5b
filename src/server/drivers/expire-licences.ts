import "server-only";
import { and, eq, lt } from "drizzle-orm";
import { recordAudit } from "@/server/audit/record-audit";
import { drivers } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { licenseExpiredEvent } from "./driver-events";
import { licenseToday } from "./serialize";

/**
 * Available drivers whose driving licence expired since they were last saved become
 * Unavailable, each with a system event in their History. There is no scheduler, so the
 * console's driver reads run this first (one indexed update, usually of no rows): the counts,
 * the list and a driver's details never show an expired driver as Available.
 */
export async function expireLapsedLicences(now: Date = new Date()): Promise<number> {
  const today = licenseToday(now);
  return inTransaction(undefined, async (tx) => {
    const lapsed = await tx
      .update(drivers)
      .set({ status: "Unavailable", updated_at: now })
      .where(and(eq(drivers.status, "Available"), lt(drivers.driving_license_expiry_date, today)))
      .returning({
        driver_id: drivers.driver_id,
        expiry: drivers.driving_license_expiry_date,
      });
    await recordAudit(
      tx,
      lapsed.map((driver) => licenseExpiredEvent(driver.driver_id, driver.expiry)),
    );
    return lapsed.length;
  });
}
