import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import type { VehicleView } from "@/lib/vehicles/types";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { drivers, vehicleDrivers } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { notFound } from "@/server/http/errors";
import { lockVehicleRow, vehicleView } from "./queries";
import { vehicleDriverEvent } from "./vehicle-events";

export const APPROVED_DRIVER_NOT_FOUND = "Approved driver not found";

/**
 * POST / DELETE /api/admin/vehicles/{id}/drivers/{driverId}: lets an approved driver (one with
 * an account) drive the vehicle, or stops them. Both are idempotent: allowing twice or
 * disallowing a driver who was not allowed changes nothing and records nothing.
 */
export async function setVehicleDriver(input: {
  vehicleId: number;
  driverId: number;
  allowed: boolean;
  actor: AuditActor;
}): Promise<VehicleView> {
  return inTransaction(undefined, async (tx) => {
    const vehicle = await lockVehicleRow(tx, input.vehicleId);
    const [driver] = await tx
      .select({ driver_id: drivers.driver_id })
      .from(drivers)
      .where(and(eq(drivers.driver_id, input.driverId), isNotNull(drivers.approved_at)))
      .limit(1);
    if (!driver) throw notFound(APPROVED_DRIVER_NOT_FOUND);
    const link = and(
      eq(vehicleDrivers.vehicle_id, vehicle.vehicle_id),
      eq(vehicleDrivers.driver_id, driver.driver_id),
    );
    const changed = input.allowed
      ? await tx
          .insert(vehicleDrivers)
          .values({ vehicle_id: vehicle.vehicle_id, driver_id: driver.driver_id })
          .onConflictDoNothing()
          .returning()
      : await tx.delete(vehicleDrivers).where(link).returning();
    if (changed.length > 0)
      await recordAudit(
        tx,
        vehicleDriverEvent(vehicle.vehicle_id, input.actor, driver.driver_id, input.allowed),
      );
    return vehicleView(vehicle, tx);
  });
}
