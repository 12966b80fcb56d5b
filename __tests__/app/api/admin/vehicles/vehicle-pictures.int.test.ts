import { eq } from "drizzle-orm";
import { POST as addCarPictures } from "@/app/api/drivers/[driver_id]/car-pictures/route";
import { DELETE as removeCarPicture } from "@/app/api/drivers/[driver_id]/car-pictures/[picture_id]/route";
import { POST as approve } from "@/app/api/drivers/[driver_id]/approve/route";
import type { DriverView } from "@/lib/drivers/types";
import { getDb } from "@/server/db/client";
import { vehiclePictures } from "@/server/db/schema";
import { call } from "@test/accounts";
import { createDriverRow, driverFilesOnDisk, jpeg, multipart } from "@test/drivers";
import { createUser } from "@test/factories";
import { uniquePlate } from "@test/vehicles";

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
