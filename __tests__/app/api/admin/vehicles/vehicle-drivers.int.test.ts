import { eq } from "drizzle-orm";
import {
  DELETE as disallow,
  POST as allow,
} from "@/app/api/admin/vehicles/[id]/drivers/[driverId]/route";
import { POST as approve } from "@/app/api/drivers/[driver_id]/approve/route";
import type { VehicleView } from "@/lib/vehicles/types";
import { getDb } from "@/server/db/client";
import {
  driverCarPictures,
  vehicleDrivers,
  vehiclePictures,
  vehicles,
  type UserRow,
} from "@/server/db/schema";
import { call, type Envelope } from "@test/accounts";
import { createApprovedDriver, createDriverRow } from "@test/drivers";
import { createUser } from "@test/factories";
import { createVehicleRow, uniquePlate } from "@test/vehicles";

type One = Envelope & { data: VehicleView };
type LinkParams = { id: string; driverId: string };

const roles = {} as Record<"admin" | "customer" | "driver" | "partner", UserRow>;
beforeAll(async () => {
  for (const role of ["admin", "customer", "driver", "partner"] as const)
    roles[role] = await createUser({ role });
});

const send = (
  handler: typeof allow,
  id: number | string,
  driverId: number | string,
  as: UserRow | null = roles.admin,
) =>
  call<One, LinkParams>(handler, {
    method: handler === allow ? "POST" : "DELETE",
    params: { id: String(id), driverId: String(driverId) },
    ...(as ? { as } : {}),
  });

describe("POST/DELETE /api/admin/vehicles/{id}/drivers/{driverId}", () => {
  it("allows an approved driver to drive a vehicle, idempotently, and disallows them", async () => {
    const vehicle = await createVehicleRow();
    const { driver } = await createApprovedDriver();
    const allowed = await send(allow, vehicle.vehicle_id, driver.driver_id);
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.drivers).toEqual([
      { driver_id: driver.driver_id, name: `${driver.first_name} ${driver.last_name}` },
    ]);
    expect(
      (await send(allow, vehicle.vehicle_id, driver.driver_id)).body.data.drivers,
    ).toHaveLength(1);
    const removed = await send(disallow, vehicle.vehicle_id, driver.driver_id);
    expect(removed.status).toBe(200);
    expect(removed.body.data.drivers).toEqual([]);
    expect((await send(disallow, vehicle.vehicle_id, driver.driver_id)).status).toBe(200);
  });

  it("answers 404 for an unknown vehicle, an unknown driver or an application", async () => {
    const vehicle = await createVehicleRow();
    const { driver } = await createApprovedDriver();
    const applicant = await createDriverRow();
    expect((await send(allow, 2_000_000_000, driver.driver_id)).status).toBe(404);
    expect((await send(allow, vehicle.vehicle_id, 2_000_000_000)).status).toBe(404);
    expect((await send(allow, vehicle.vehicle_id, applicant.driver_id)).status).toBe(404);
    expect((await send(disallow, vehicle.vehicle_id, "x")).status).toBe(404);
  });

  it("refuses no session and other roles", async () => {
    const vehicle = await createVehicleRow();
    const { driver } = await createApprovedDriver();
    expect((await send(allow, vehicle.vehicle_id, driver.driver_id, null)).status).toBe(401);
    expect((await send(disallow, vehicle.vehicle_id, driver.driver_id, null)).status).toBe(401);
    for (const role of ["customer", "driver", "partner"] as const) {
      expect((await send(allow, vehicle.vehicle_id, driver.driver_id, roles[role])).status).toBe(
        403,
      );
      expect((await send(disallow, vehicle.vehicle_id, driver.driver_id, roles[role])).status).toBe(
        403,
      );
    }
  });
});

describe("approving a driver with their own car", () => {
  const approveAs = (driverId: number) =>
    call(approve, {
      method: "POST",
      params: { driver_id: String(driverId) },
      body: {},
      as: roles.admin,
    });

  async function vehicleOf(driverId: number) {
    const db = await getDb();
    const [link] = await db
      .select()
      .from(vehicleDrivers)
      .where(eq(vehicleDrivers.driver_id, driverId));
    if (!link) return undefined;
    const [row] = await db.select().from(vehicles).where(eq(vehicles.vehicle_id, link.vehicle_id));
    const pictures = await db
      .select()
      .from(vehiclePictures)
      .where(eq(vehiclePictures.vehicle_id, link.vehicle_id));
    return { row: row!, pictures };
  }

  it("makes the car a vehicle the driver may drive, in the approval", async () => {
    const plate = uniquePlate();
    const applicant = await createDriverRow({
      has_vehicle: "yes",
      car_make: "Toyota",
      car_model: "Prius",
      car_year: 2021,
      car_color: "White",
      car_plate_number: `${plate.slice(0, 4).toLowerCase()} ${plate.slice(4)}`,
      car_type: "SUV",
      car_capacity: 5,
    });
    const db = await getDb();
    await db
      .insert(driverCarPictures)
      .values({ driver_id: applicant.driver_id, file: "/api/files/cars/x.webp", position: 0 });
    expect((await approveAs(applicant.driver_id)).status).toBe(200);
    const vehicle = await vehicleOf(applicant.driver_id);
    expect(vehicle?.pictures.map((picture) => picture.file)).toEqual(["/api/files/cars/x.webp"]);
    expect(vehicle?.row).toMatchObject({
      registration_plate: plate,
      make: "Toyota",
      service_class: "business_van",
      passenger_capacity: 5,
      status: "active",
    });
  });

  it("gives a driver without a car no vehicle", async () => {
    const applicant = await createDriverRow({ has_vehicle: "no" });
    expect((await approveAs(applicant.driver_id)).status).toBe(200);
    expect(await vehicleOf(applicant.driver_id)).toBeUndefined();
  });

  it("links a car whose plate is already a vehicle to that vehicle", async () => {
    const existing = await createVehicleRow();
    const applicant = await createDriverRow({
      has_vehicle: "yes",
      car_make: "Ford",
      car_model: "Galaxy",
      car_year: 2020,
      car_plate_number: existing.registration_plate,
    });
    expect((await approveAs(applicant.driver_id)).status).toBe(200);
    const vehicle = await vehicleOf(applicant.driver_id);
    expect(vehicle?.row).toMatchObject({ vehicle_id: existing.vehicle_id, make: existing.make });
  });
});
