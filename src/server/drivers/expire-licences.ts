import "server-only";
import { and, eq, inArray, lt, or } from "drizzle-orm";
import { lapsedDriverDocuments, type LapsedDriverDocument } from "@/lib/drivers/driver-documents";
import { driverStateMachine } from "@/lib/drivers/driver-status";
import { recordAudit } from "@/server/audit/record-audit";
import type { Transaction } from "@/server/db/client";
import { drivers } from "@/server/db/schema";
import { licenseExpiredEvent } from "./driver-events";
import { licenseToday } from "./serialize";

// Where the system may take a driver from to Unavailable (today: Available only).
const LAPSE_SOURCES = driverStateMachine.sourcesOf("Unavailable", "system");

export interface LapsedDriver {
  driver_id: number;
  /** What lapsed (one or both licences), each with its expiry and first lapsed day. */
  documents: LapsedDriverDocument[];
}

/**
 * A driver whose driving licence or PHV driver licence has lapsed becomes Unavailable, with a system event in their
 * History. Called by the daily document job (server/documents), in the caller's transaction. A
 * compare-and-set on the status the state machine lets the system leave and on a licence still
 * being lapsed, so running it twice, or after the licence was renewed, changes nothing. Answers
 * whether this call made the change.
 */
export async function lapseDriverLicence(
  tx: Transaction,
  input: { driverId: number; now: Date },
): Promise<LapsedDriver | null> {
  const today = licenseToday(input.now);
  const [lapsed] = await tx
    .update(drivers)
    .set({ status: "Unavailable", updated_at: input.now })
    .where(
      and(
        eq(drivers.driver_id, input.driverId),
        inArray(drivers.status, LAPSE_SOURCES),
        or(lt(drivers.driving_license_expiry_date, today), lt(drivers.phv_licence_expiry, today)),
      ),
    )
    .returning({
      driver_id: drivers.driver_id,
      driving_license_expiry_date: drivers.driving_license_expiry_date,
      phv_licence_expiry: drivers.phv_licence_expiry,
    });
  if (!lapsed) return null;
  const documents = lapsedDriverDocuments(lapsed, today);
  await recordAudit(
    tx,
    licenseExpiredEvent(lapsed.driver_id, lapsed.driving_license_expiry_date, {
      lapsed_documents: documents.map(({ document, expiry }) => ({ document, expiry })),
    }),
  );
  return { driver_id: lapsed.driver_id, documents };
}
