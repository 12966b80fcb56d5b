import { GET as readDriver } from "@/app/api/drivers/[driver_id]/route";
import { PUT as replacePhoto } from "@/app/api/drivers/[driver_id]/photo/route";
import { POST as addCarPictures } from "@/app/api/drivers/[driver_id]/car-pictures/route";
import { DELETE as removeCarPicture } from "@/app/api/drivers/[driver_id]/car-pictures/[picture_id]/route";
import { GET as driverHistory } from "@/app/api/drivers/[driver_id]/history/route";
import type { DriverHistoryEntry, DriverView } from "@/lib/drivers/types";
import type { UserRow } from "@/server/db/schema";
import { NOT_AN_IMAGE_MESSAGE } from "@/server/storage/image";
import { call } from "@test/accounts";
import { createUser } from "@test/factories";
import { createDriverRow, driverFilesOnDisk, jpeg, multipart } from "@test/drivers";

type DriverParams = { driver_id: string };
type PictureParams = { driver_id: string; picture_id: string };

let admin: UserRow;
beforeAll(async () => {
  admin = await createUser({ role: "admin" });
});

interface Answer {
  success: boolean;
  message: string;
  data: DriverView;
  errors?: Record<string, string>;
}

const history = async (driverId: number) =>
  (
    await call<{ data: DriverHistoryEntry[] }, DriverParams>(driverHistory, {
      params: { driver_id: String(driverId) },
      as: admin,
    })
  ).body.data;

describe("photo and car pictures", () => {
  it("PUT /photo replaces the photo, deletes the old file and records it", async () => {
    const driver = await createDriverRow();
    const upload = async () =>
      call<Answer, DriverParams>(replacePhoto, {
        method: "PUT",
        params: { driver_id: String(driver.driver_id) },
        formData: multipart({}, [{ field: "driver_picture", bytes: await jpeg(900, 1200) }]),
        as: admin,
      });
    const first = await upload();
    expect(first.status).toBe(200);
    expect(first.body.data.driver_picture).toMatch(/^\/api\/files\/drivers\/photos\//);
    const firstKey = first.body.data.driver_picture!.replace("/api/files/", "");
    expect(driverFilesOnDisk()).toContain(firstKey);
    const second = await upload();
    expect(second.body.data.driver_picture).not.toBe(first.body.data.driver_picture);
    expect(driverFilesOnDisk()).not.toContain(firstKey);
    const events = await history(driver.driver_id);
    expect(events.filter((event) => event.action === "photo_changed")).toHaveLength(2);
  });

  it("PUT /photo refuses a missing or non-image file and keeps the photo", async () => {
    const driver = await createDriverRow();
    const missing = await call<Answer, DriverParams>(replacePhoto, {
      method: "PUT",
      params: { driver_id: String(driver.driver_id) },
      formData: multipart({}),
      as: admin,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ driver_picture: "Driver Picture is required" });
    const svg = await call<Answer, DriverParams>(replacePhoto, {
      method: "PUT",
      params: { driver_id: String(driver.driver_id) },
      formData: multipart({}, [{ field: "driver_picture", bytes: "<svg/>", name: "a.jpg" }]),
      as: admin,
    });
    expect(svg.status).toBe(415);
    expect(svg.body.errors).toEqual({ driver_picture: NOT_AN_IMAGE_MESSAGE });
    const missingDriver = await call<Answer, DriverParams>(replacePhoto, {
      method: "PUT",
      params: { driver_id: "999999" },
      formData: multipart({}, [{ field: "driver_picture", bytes: await jpeg() }]),
      as: admin,
    });
    expect(missingDriver.status).toBe(404);
  });

  it("adds and removes car pictures", async () => {
    const driver = await createDriverRow();
    const added = await call<Answer, DriverParams>(addCarPictures, {
      method: "POST",
      params: { driver_id: String(driver.driver_id) },
      formData: multipart({}, [
        { field: "car_pictures", bytes: await jpeg() },
        { field: "car_pictures", bytes: await jpeg(640, 480) },
      ]),
      as: admin,
    });
    expect(added.status).toBe(200);
    expect(added.body.data.car_pictures).toHaveLength(2);
    const [first, second] = added.body.data.car_pictures;
    const removed = await call<Answer, PictureParams>(removeCarPicture, {
      method: "DELETE",
      params: { driver_id: String(driver.driver_id), picture_id: String(first!.picture_id) },
      as: admin,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.car_pictures).toEqual([second]);
    expect(driverFilesOnDisk()).not.toContain(first!.url.replace("/api/files/", ""));
    const again = await call(removeCarPicture, {
      method: "DELETE",
      params: { driver_id: String(driver.driver_id), picture_id: String(first!.picture_id) },
      as: admin,
    });
    expect(again.status).toBe(404);
    const none = await call<Answer, DriverParams>(addCarPictures, {
      method: "POST",
      params: { driver_id: String(driver.driver_id) },
      formData: multipart({}),
      as: admin,
    });
    expect(none.body.errors).toEqual({ car_pictures: "At least one car picture is required" });
  });
});

describe("GET /api/drivers/{id}", () => {
  it("answers the driver, and 404 for a malformed or missing id", async () => {
    const driver = await createDriverRow();
    const res = await call<Answer, DriverParams>(readDriver, {
      params: { driver_id: String(driver.driver_id) },
      as: admin,
    });
    expect(res.body.data.email).toBe(driver.email);
    for (const id of ["abc", "0", "999999"])
      expect((await call(readDriver, { params: { driver_id: id }, as: admin })).status).toBe(404);
  });
});
