import "server-only";
import { and, count, eq, gte, inArray } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { lapsedSentence } from "@/lib/drivers/driver-documents";
import { HOLDING_STATES } from "@/lib/dispatch/job-states";
import { lapsedDocuments, VEHICLE_DOCUMENT_LABELS } from "@/lib/vehicles/documents";
import { displayPlate } from "@/lib/vehicles/plate";
import type { Executor, Transaction } from "@/server/db/client";
import { assignments, drivers } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { lapseDriverLicence } from "@/server/drivers/expire-licences";
import { queueAfterCommit } from "@/server/email/queue-after-commit";
import {
  DOCUMENT_LAPSED_TEMPLATE,
  documentLapsedEmail,
} from "@/server/email/templates/document-expiry";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { lapseVehicle } from "@/server/vehicles/lapse-vehicle";
import type { DocumentHolder } from "./document-keys";

/** Jobs from `now` on that the chauffeur or vehicle still holds: the board flags these. */
async function futureJobs(tx: Transaction, holder: DocumentHolder, id: number, now: Date) {
  const column = holder === "driver" ? assignments.driver_id : assignments.vehicle_id;
  const [row] = await tx
    .select({ total: count() })
    .from(assignments)
    .where(
      and(
        eq(column, id),
        inArray(assignments.status, [...HOLDING_STATES]),
        gte(assignments.ends_at, now),
      ),
    );
  return row?.total ?? 0;
}

/**
 * Takes a chauffeur (Available -> Unavailable) or a vehicle (active -> off road) out of service
 * because a document lapsed, through its state machine, with a system event in its History and
 * a notice to the operations mailbox naming how many of its jobs from now on the dispatch board
 * now flags, all in one transaction. Idempotent: the status change is a compare-and-set that
 * answers nothing the second time (and then nothing else is written), and the notice has a
 * dedupe key per holder and lapse.
 */
export async function lapseHolder(
  input: { holder: DocumentHolder; id: number },
  { executor, now }: { executor: Executor; now: Date },
): Promise<boolean> {
  return inTransaction(executor, async (tx) => {
    let outcome: string;
    let reasons: string[];
    let dedupeKey: string;
    if (input.holder === "driver") {
      const lapsed = await lapseDriverLicence(tx, { driverId: input.id, now });
      if (!lapsed) return false;
      const [driver] = await tx
        .select({ first_name: drivers.first_name, last_name: drivers.last_name })
        .from(drivers)
        .where(eq(drivers.driver_id, input.id));
      outcome = `${driver!.first_name} ${driver!.last_name} is now Unavailable`;
      reasons = lapsed.documents.map(lapsedSentence);
      dedupeKey = `document-lapsed:driver:${input.id}:${lapsed.documents.map((d) => `${d.document}@${d.expiry}`).join(",")}`;
    } else {
      const before = await lapseVehicle(tx, { vehicleId: input.id, now });
      if (!before) return false;
      const lapsed = lapsedDocuments(before, now);
      outcome = `${before.make} ${before.model} · ${displayPlate(before.registration_plate)} is now off road`;
      reasons = lapsed.map(
        (document) =>
          `${VEHICLE_DOCUMENT_LABELS[document.document]} lapsed on ${document.lapsed_on}`,
      );
      dedupeKey = `document-lapsed:vehicle:${input.id}:${lapsed.map((d) => `${d.document}@${d.lapsed_on}`).join(",")}`;
    }
    const config = getServerConfig();
    await queueAfterCommit(tx, {
      to: config.operationsEmail,
      template: DOCUMENT_LAPSED_TEMPLATE,
      dedupeKey,
      ...documentLapsedEmail({
        site: await getSiteIdentity(tx),
        outcome,
        reasons,
        futureJobs: await futureJobs(tx, input.holder, input.id, now),
        consoleUrl: `${config.siteUrl}/admin/dispatch`,
      }),
    });
    return true;
  });
}
