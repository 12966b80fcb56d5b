import "server-only";
import { and, eq, inArray, lt } from "drizzle-orm";
import { driverStateMachine } from "@/lib/drivers/driver-status";
import { recordAudit } from "@/server/audit/record-audit";
import type { Transaction } from "@/server/db/client";
import { drivers } from "@/server/db/schema";
import { licenseExpiredEvent } from "./driver-events";
import { licenseToday } from "./serialize";

// Where the system may take a driver from to Unavailable (today: Available only).
const LAPSE_SOURCES = driverStateMachine.sourcesOf("Unavailable", "system");

/**
 * A driver whose driving licence has lapsed becomes Unavailable, with a system event in their
 * History. Called by the daily document job (server/documents), in the caller's transaction. A
 * compare-and-set on the status the state machine lets the system leave and on the licence still
 * being lapsed, so running it twice, or after the licence was renewed, changes nothing. Answers
 * whether this call made the change.
 */
export async function lapseDriverLicence(
  tx: Transaction,
  input: { driverId: number; now: Date },
): Promise<{ driver_id: number; expiry: string | null } | null> {
  const [lapsed] = await tx
    .update(drivers)
    .set({ status: "Unavailable", updated_at: input.now })
    .where(
      and(
        eq(drivers.driver_id, input.driverId),
        inArray(drivers.status, LAPSE_SOURCES),
        lt(drivers.driving_license_expiry_date, licenseToday(input.now)),
      ),
    )
    .returning({ driver_id: drivers.driver_id, expiry: drivers.driving_license_expiry_date });
  if (!lapsed) return null;
  await recordAudit(tx, licenseExpiredEvent(lapsed.driver_id, lapsed.expiry));
  return lapsed;
}
