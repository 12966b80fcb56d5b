import { randomInt } from "node:crypto";
import { getDb } from "@/server/db/client";
import { vehicleDrivers, vehicles, type VehicleRow } from "@/server/db/schema";

/** A plate no other test uses: two letters, two digits, three letters. */
export function uniquePlate(): string {
  const letters = "ABCDEFGHJKLMNOPRSTUVWXYZ";
  const pick = () => letters[randomInt(letters.length)]!;
  return `${pick()}${pick()}${randomInt(10, 100)}${pick()}${pick()}${pick()}`;
}

/** The body of a valid Add Vehicle, as the dialog sends it. */
export function vehiclePayload(overrides: Record<string, unknown> = {}) {
  return {
    make: "Mercedes-Benz",
    model: "E-Class",
    year: 2023,
    colour: "Black",
    registration_plate: uniquePlate(),
    service_class: "business_class",
    passenger_capacity: 3,
    luggage_capacity: 3,
    phv_licence_number: "PHV-123",
    phv_licence_expiry: "2030-01-01",
    mot_expiry: "2030-01-01",
    insurance_expiry: "2030-01-01",
    ...overrides,
  };
}

/** A vehicle row straight in the database. */
export async function createVehicleRow(overrides: Partial<VehicleRow> = {}): Promise<VehicleRow> {
  const db = await getDb();
  const [row] = await db
    .insert(vehicles)
    .values({
      make: "Mercedes-Benz",
      model: "S-Class",
      year: 2022,
      colour: "Silver",
      registration_plate: uniquePlate(),
      service_class: "first_class",
      passenger_capacity: 3,
      luggage_capacity: 3,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Lets the driver drive the vehicle (the operator's list of allowed drivers). */
export async function allowToDrive(vehicleId: number, driverId: number): Promise<void> {
  const db = await getDb();
  await db.insert(vehicleDrivers).values({ vehicle_id: vehicleId, driver_id: driverId });
}

/** A vehicle row the driver may drive. */
export async function vehicleFor(
  driverId: number,
  overrides: Partial<VehicleRow> = {},
): Promise<VehicleRow> {
  const vehicle = await createVehicleRow(overrides);
  await allowToDrive(vehicle.vehicle_id, driverId);
  return vehicle;
}
