import "server-only";
import { and, eq, inArray, lt, or } from "drizzle-orm";
import { lapsedDocuments, vehicleToday } from "@/lib/vehicles/documents";
import { vehicleStateMachine } from "@/lib/vehicles/vehicle-status";
import { recordAudit, SYSTEM_ACTOR } from "@/server/audit/record-audit";
import type { Transaction } from "@/server/db/client";
import { vehicles, type VehicleRow } from "@/server/db/schema";

// Where the system may take a vehicle from to off road (today: active only).
const LAPSE_SOURCES = vehicleStateMachine.sourcesOf("off_road", "system");

/**
 * An active vehicle with a lapsed PHV licence, MOT or insurance goes off road, with a system
 * event naming the lapsed documents in its History. Called by the daily document job in the
 * caller's transaction: a compare-and-set on the status and on a document still being lapsed, so
 * a second run, or one after the document was renewed, changes nothing. Answers the vehicle as it
 * was before the change, or null when nothing changed.
 */
export async function lapseVehicle(
  tx: Transaction,
  input: { vehicleId: number; now: Date },
): Promise<VehicleRow | null> {
  const today = vehicleToday(input.now);
  const [before] = await tx
    .select()
    .from(vehicles)
    .where(eq(vehicles.vehicle_id, input.vehicleId))
    .for("update");
  if (!before) return null;
  const lapsed = lapsedDocuments(before, input.now);
  if (lapsed.length === 0 || !LAPSE_SOURCES.includes(before.status)) return null;
  const [changed] = await tx
    .update(vehicles)
    .set({ status: "off_road", updated_at: input.now })
    .where(
      and(
        eq(vehicles.vehicle_id, input.vehicleId),
        inArray(vehicles.status, LAPSE_SOURCES),
        or(
          lt(vehicles.phv_licence_expiry, today),
          lt(vehicles.mot_expiry, today),
          lt(vehicles.insurance_expiry, today),
        ),
      ),
    )
    .returning({ id: vehicles.vehicle_id });
  if (!changed) return null;
  await recordAudit(tx, {
    actor: SYSTEM_ACTOR,
    entity: { kind: "vehicle", id: input.vehicleId },
    action: "status_changed",
    changes: { status: { old: before.status, new: "off_road" } },
    context: {
      reason: "documents_lapsed",
      documents: lapsed.map((document) => ({
        document: document.document,
        lapsed_on: document.lapsed_on,
      })),
    },
  });
  return before;
}
