import "server-only";
import type { VehicleView } from "@/lib/vehicles/types";
import type { VehicleCreate } from "@/lib/validations/vehicle";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { vehicles } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { refuseTakenPlate, rethrowPlateViolation } from "./plate-taken";
import { vehicleView } from "./queries";
import { vehicleCreatedEvent } from "./vehicle-events";

/** POST /api/admin/vehicles: a new vehicle (plate unique, 409 otherwise), in the History. */
export async function createVehicle(input: {
  data: VehicleCreate;
  actor: AuditActor;
}): Promise<VehicleView> {
  return inTransaction(undefined, async (tx) => {
    await refuseTakenPlate(tx, input.data.registration_plate);
    const [row] = await tx.insert(vehicles).values(input.data).returning();
    await recordAudit(tx, vehicleCreatedEvent(row!, input.actor, { channel: "console" }));
    return vehicleView(row!, tx);
  }).catch(rethrowPlateViolation);
}
