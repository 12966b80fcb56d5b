import "server-only";
import { VEHICLE_FIELDS } from "@/lib/vehicles/fields";
import type { AuditActor, AuditEventInput } from "@/server/audit/record-audit";
import type { AuditChanges, VehicleRow } from "@/server/db/schema";

const vehicleEntity = (vehicleId: number) => ({ kind: "vehicle" as const, id: vehicleId });

/** Every field an edit may change, for the History's `{ field: { old, new } }`. */
export const AUDITED_VEHICLE_FIELDS = VEHICLE_FIELDS satisfies readonly (keyof VehicleRow)[];

export function vehicleCreatedEvent(
  row: VehicleRow,
  actor: AuditActor,
  context: Record<string, unknown> = {},
): AuditEventInput {
  return {
    actor,
    entity: vehicleEntity(row.vehicle_id),
    action: "created",
    changes: { registration_plate: { old: null, new: row.registration_plate } },
    context,
  };
}

export function vehicleUpdatedEvent(
  vehicleId: number,
  actor: AuditActor,
  changes: AuditChanges,
): AuditEventInput {
  return { actor, entity: vehicleEntity(vehicleId), action: "updated", changes };
}

export function vehicleDriverEvent(
  vehicleId: number,
  actor: AuditActor,
  driverId: number,
  allowed: boolean,
): AuditEventInput {
  return {
    actor,
    entity: vehicleEntity(vehicleId),
    action: allowed ? "driver_allowed" : "driver_disallowed",
    changes: { driver_id: { old: allowed ? null : driverId, new: allowed ? driverId : null } },
  };
}
