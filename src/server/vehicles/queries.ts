import "server-only";
import { asc, eq, inArray, isNotNull } from "drizzle-orm";
import { documentStatuses } from "@/lib/vehicles/documents";
import { displayPlate } from "@/lib/vehicles/plate";
import type { VehicleView } from "@/lib/vehicles/types";
import { getDb, type Executor } from "@/server/db/client";
import {
  drivers,
  vehicleDrivers,
  vehiclePictures,
  vehicles,
  type VehicleRow,
} from "@/server/db/schema";
import { lockRowOrNotFound } from "@/server/db/lock-row";
import { executorOrDb } from "@/server/db/transaction";
import type { Transaction } from "@/server/db/types";

export const VEHICLE_NOT_FOUND = "Vehicle not found";

export async function findVehicleRow(vehicleId: number, executor?: Executor) {
  const db = await executorOrDb(executor);
  const [row] = await db.select().from(vehicles).where(eq(vehicles.vehicle_id, vehicleId)).limit(1);
  return row;
}

/** The vehicle's row, locked until the transaction ends (a change to it queues); 404 if none. */
export function lockVehicleRow(tx: Transaction, vehicleId: number): Promise<VehicleRow> {
  return lockRowOrNotFound(tx, vehicles, eq(vehicles.vehicle_id, vehicleId), VEHICLE_NOT_FOUND);
}

/** Views of the rows with their pictures and allowed drivers, two queries for any number. */
export async function vehicleViews(
  rows: readonly VehicleRow[],
  now: Date = new Date(),
  executor?: Executor,
): Promise<VehicleView[]> {
  if (rows.length === 0) return [];
  const db = executor ?? (await getDb());
  const ids = rows.map((row) => row.vehicle_id);
  const pictures = await db
    .select()
    .from(vehiclePictures)
    .where(inArray(vehiclePictures.vehicle_id, ids))
    .orderBy(asc(vehiclePictures.position), asc(vehiclePictures.picture_id));
  const allowed = await db
    .select({
      vehicle_id: vehicleDrivers.vehicle_id,
      driver_id: drivers.driver_id,
      first_name: drivers.first_name,
      last_name: drivers.last_name,
    })
    .from(vehicleDrivers)
    .innerJoin(drivers, eq(drivers.driver_id, vehicleDrivers.driver_id))
    .where(inArray(vehicleDrivers.vehicle_id, ids))
    .orderBy(asc(drivers.first_name), asc(drivers.driver_id));
  return rows.map((row) => ({
    vehicle_id: row.vehicle_id,
    make: row.make,
    model: row.model,
    year: row.year,
    colour: row.colour,
    registration_plate: row.registration_plate,
    plate_display: displayPlate(row.registration_plate),
    service_class: row.service_class,
    passenger_capacity: row.passenger_capacity,
    luggage_capacity: row.luggage_capacity,
    phv_licence_number: row.phv_licence_number,
    phv_licence_expiry: row.phv_licence_expiry,
    mot_expiry: row.mot_expiry,
    insurance_expiry: row.insurance_expiry,
    status: row.status,
    documents: documentStatuses(row, now),
    pictures: pictures
      .filter((picture) => picture.vehicle_id === row.vehicle_id)
      .map((picture) => ({ picture_id: picture.picture_id, url: picture.file })),
    drivers: allowed
      .filter((link) => link.vehicle_id === row.vehicle_id)
      .map((link) => ({
        driver_id: link.driver_id,
        name: `${link.first_name} ${link.last_name}`,
      })),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

export async function vehicleView(row: VehicleRow, executor?: Executor): Promise<VehicleView> {
  return (await vehicleViews([row], new Date(), executor))[0]!;
}

/** Drivers the operator may allow on a vehicle: every approved driver, by name. */
export async function approvedDriverOptions(): Promise<{ driver_id: number; name: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({
      driver_id: drivers.driver_id,
      first_name: drivers.first_name,
      last_name: drivers.last_name,
    })
    .from(drivers)
    .where(isNotNull(drivers.approved_at))
    .orderBy(asc(drivers.first_name), asc(drivers.last_name), asc(drivers.driver_id));
  return rows.map((row) => ({
    driver_id: row.driver_id,
    name: `${row.first_name} ${row.last_name}`,
  }));
}

/** Which of these file URLs a vehicle still shows (a driver's car picture copied on approval). */
export async function filesShownOnVehicles(urls: readonly string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const db = await getDb();
  const rows = await db
    .select({ file: vehiclePictures.file })
    .from(vehiclePictures)
    .where(inArray(vehiclePictures.file, [...urls]));
  return new Set(rows.map((row) => row.file));
}
