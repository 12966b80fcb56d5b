import { eq } from "drizzle-orm";
import { POST as addCarPictures } from "@/app/api/drivers/[driver_id]/car-pictures/route";
import { DELETE as removeCarPicture } from "@/app/api/drivers/[driver_id]/car-pictures/[picture_id]/route";
import { POST as approve } from "@/app/api/drivers/[driver_id]/approve/route";
import { POST as addVehiclePictures } from "@/app/api/admin/vehicles/[id]/pictures/route";
import { DELETE as removeVehiclePicture } from "@/app/api/admin/vehicles/[id]/pictures/[pictureId]/route";
import type { VehicleView } from "@/lib/vehicles/types";
import type { DriverView } from "@/lib/drivers/types";
import { getDb } from "@/server/db/client";
import { storedFiles, vehiclePictures, type UserRow } from "@/server/db/schema";
import { call } from "@test/accounts";
import { createDriverRow, driverFilesOnDisk, jpeg, multipart, type FilePart } from "@test/drivers";
import { createUser } from "@test/factories";
import { createVehicleRow, uniquePlate } from "@test/vehicles";

describe("a car picture that became a vehicle's picture", () => {
  it("stays stored for the vehicle when the driver's car picture is removed", async () => {
    const admin = await createUser({ role: "admin" });
    const applicant = await createDriverRow({
      has_vehicle: "yes",
      car_make: "Skoda",
      car_model: "Superb",
      car_year: 2022,
      car_plate_number: uniquePlate(),
    });
    const params = { driver_id: String(applicant.driver_id) };
    const added = await call<{ data: DriverView }, typeof params>(addCarPictures, {
      method: "POST",
      params,
      formData: multipart({}, [{ field: "car_pictures", bytes: await jpeg() }]),
      as: admin,
    });
    const picture = added.body.data.car_pictures[0]!;
    expect((await call(approve, { method: "POST", params, body: {}, as: admin })).status).toBe(200);
    const removed = await call(removeCarPicture, {
      method: "DELETE",
      params: { ...params, picture_id: String(picture.picture_id) },
      as: admin,
    });
    expect(removed.status).toBe(200);
    const db = await getDb();
    const shown = await db
      .select()
      .from(vehiclePictures)
      .where(eq(vehiclePictures.file, picture.url));
    expect(shown).toHaveLength(1);
    expect(driverFilesOnDisk()).toContain(picture.url.replace("/api/files/", ""));
  });
});

type One = { data: VehicleView; errors?: Record<string, string> };
const addPictures = (id: number | string, files: FilePart[], as: UserRow | null) =>
  call<One, { id: string }>(addVehiclePictures, {
    method: "POST",
    params: { id: String(id) },
    formData: multipart({}, files),
    ...(as ? { as } : {}),
  });
const removePicture = (id: number | string, pictureId: number | string, as: UserRow | null) =>
  call<One, { id: string; pictureId: string }>(removeVehiclePicture, {
    method: "DELETE",
    params: { id: String(id), pictureId: String(pictureId) },
    ...(as ? { as } : {}),
  });

describe("POST/DELETE /api/admin/vehicles/{id}/pictures", () => {
  let admin: UserRow;
  beforeAll(async () => {
    admin = await createUser({ role: "admin" });
  });

  it("adds pictures after the existing ones and removes one with its file", async () => {
    const vehicle = await createVehicleRow();
    const added = await addPictures(
      vehicle.vehicle_id,
      [
        { field: "pictures", bytes: await jpeg() },
        { field: "pictures", bytes: await jpeg(640, 480) },
      ],
      admin,
    );
    expect(added.status).toBe(200);
    const [first, second] = added.body.data.pictures;
    expect(first?.url).toMatch(/^\/api\/files\/vehicles\//);
    const removed = await removePicture(vehicle.vehicle_id, first!.picture_id, admin);
    expect(removed.status).toBe(200);
    expect(removed.body.data.pictures).toEqual([second]);
    const db = await getDb();
    const key = first!.url.replace("/api/files/", "");
    expect(await db.$count(storedFiles, eq(storedFiles.key, key))).toBe(0);
    expect((await removePicture(vehicle.vehicle_id, first!.picture_id, admin)).status).toBe(404);
  });

  it("refuses no file, a file that is not an image, an unknown vehicle, no session and other roles", async () => {
    const vehicle = await createVehicleRow();
    const none = await addPictures(vehicle.vehicle_id, [], admin);
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ pictures: "At least one picture is required" });
    const text = [{ field: "pictures", bytes: Buffer.from("not an image"), name: "a.jpg" }];
    expect((await addPictures(vehicle.vehicle_id, text, admin)).status).toBe(415);
    const image = [{ field: "pictures", bytes: await jpeg() }];
    expect((await addPictures(2_000_000_000, image, admin)).status).toBe(404);
    expect((await addPictures(vehicle.vehicle_id, image, null)).status).toBe(401);
    expect((await removePicture(vehicle.vehicle_id, 1, null)).status).toBe(401);
    for (const role of ["customer", "driver", "partner"] as const) {
      const user = await createUser({ role });
      expect((await addPictures(vehicle.vehicle_id, image, user)).status).toBe(403);
      expect((await removePicture(vehicle.vehicle_id, 1, user)).status).toBe(403);
    }
  });
});
