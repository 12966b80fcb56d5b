import "server-only";
import { eq } from "drizzle-orm";
import type { VehicleView } from "@/lib/vehicles/types";
import type { VehicleUpdate } from "@/lib/validations/vehicle";
import { diffFields } from "@/server/audit/diff-fields";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { vehicles } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { refuseTakenPlate, rethrowPlateViolation } from "./plate-taken";
import { lockVehicleRow, vehicleView } from "./queries";
import { AUDITED_VEHICLE_FIELDS, vehicleUpdatedEvent } from "./vehicle-events";

/** PATCH /api/admin/vehicles/{id}: changes the fields sent; each change is in the History. */
export async function updateVehicle(input: {
  vehicleId: number;
  changes: VehicleUpdate;
  actor: AuditActor;
}): Promise<VehicleView> {
  return inTransaction(undefined, async (tx) => {
    const row = await lockVehicleRow(tx, input.vehicleId);
    const plate = input.changes.registration_plate;
    if (plate && plate !== row.registration_plate)
      await refuseTakenPlate(tx, plate, row.vehicle_id);
    const changes = diffFields(row, input.changes, AUDITED_VEHICLE_FIELDS);
    if (Object.keys(changes).length === 0) return vehicleView(row, tx);
    const [updated] = await tx
      .update(vehicles)
      .set({ ...input.changes, updated_at: new Date() })
      .where(eq(vehicles.vehicle_id, row.vehicle_id))
      .returning();
    await recordAudit(tx, vehicleUpdatedEvent(row.vehicle_id, input.actor, changes));
    return vehicleView(updated!, tx);
  }).catch(rethrowPlateViolation);
}
