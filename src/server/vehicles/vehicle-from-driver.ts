import "server-only";
import { eq } from "drizzle-orm";
import { vehicleFromDriverCar } from "@/lib/vehicles/from-driver-car";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import type { Transaction } from "@/server/db/client";
import {
  driverCarPictures,
  vehicleDrivers,
  vehiclePictures,
  vehicles,
  type DriverRow,
} from "@/server/db/schema";
import { vehicleCreatedEvent, vehicleDriverEvent } from "./vehicle-events";

/**
 * On a driver's approval, in the approval's transaction: their own car becomes a vehicle (its
 * pictures the car pictures they sent) and they are allowed to drive it. A plate already on a
 * vehicle is that vehicle: the driver is allowed to drive it and nothing else changes. A driver
 * without a usable car gets nothing. Returns the vehicle's id, or null.
 */
export async function vehicleFromApprovedDriver(
  tx: Transaction,
  input: { driver: DriverRow; actor: AuditActor },
): Promise<number | null> {
  const values = vehicleFromDriverCar(input.driver);
  if (!values) return null;
  const driverId = input.driver.driver_id;
  // No conflict target error: a taken plate must not abort the approval around it.
  const [created] = await tx.insert(vehicles).values(values).onConflictDoNothing().returning();
  let vehicleId: number;
  if (created) {
    vehicleId = created.vehicle_id;
    const pictures = await tx
      .select()
      .from(driverCarPictures)
      .where(eq(driverCarPictures.driver_id, driverId));
    if (pictures.length > 0)
      await tx.insert(vehiclePictures).values(
        pictures.map((picture) => ({
          vehicle_id: vehicleId,
          file: picture.file,
          position: picture.position,
        })),
      );
    await recordAudit(
      tx,
      vehicleCreatedEvent(created, input.actor, {
        channel: "driver_approval",
        driver_id: driverId,
      }),
    );
  } else {
    const [existing] = await tx
      .select({ vehicle_id: vehicles.vehicle_id })
      .from(vehicles)
      .where(eq(vehicles.registration_plate, values.registration_plate))
      .limit(1);
    if (!existing) return null;
    vehicleId = existing.vehicle_id;
  }
  const linked = await tx
    .insert(vehicleDrivers)
    .values({ vehicle_id: vehicleId, driver_id: driverId })
    .onConflictDoNothing()
    .returning();
  if (linked.length > 0)
    await recordAudit(tx, vehicleDriverEvent(vehicleId, input.actor, driverId, true));
  return vehicleId;
}
