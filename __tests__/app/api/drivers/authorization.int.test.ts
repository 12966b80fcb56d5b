import { GET as countAll } from "@/app/api/drivers/count/route";
import { GET as countAvailable } from "@/app/api/drivers/available/count/route";
import { GET as countUnavailable } from "@/app/api/drivers/unavailable/count/route";
import { GET as countUnderReview } from "@/app/api/drivers/under-review/count/route";
import { GET as listDrivers, POST as createDriver } from "@/app/api/drivers/route";
import { GET as readDriver, PUT as updateDriver } from "@/app/api/drivers/[driver_id]/route";
import { PUT as replacePhoto } from "@/app/api/drivers/[driver_id]/photo/route";
import { POST as addCarPictures } from "@/app/api/drivers/[driver_id]/car-pictures/route";
import { DELETE as removeCarPicture } from "@/app/api/drivers/[driver_id]/car-pictures/[picture_id]/route";
import { GET as driverHistory } from "@/app/api/drivers/[driver_id]/history/route";
import { GET as driverMe } from "@/app/api/driver/me/route";
import type { UserRow } from "@/server/db/schema";
import { getDb } from "@/server/db/client";
import { driverCarPictures } from "@/server/db/schema";
import { call, freshAddress } from "@test/accounts";
import { createUser } from "@test/factories";
import { applicationFields, createApprovedDriver, jpeg, multipart } from "@test/drivers";

type Who = "visitor" | "customer" | "driver" | "other driver" | "admin";
const WHO: Who[] = ["visitor", "customer", "driver", "other driver", "admin"];

let people: Record<Exclude<Who, "visitor">, UserRow>;
let driverId: number;
let pictureIds: number[];

beforeAll(async () => {
  const own = await createApprovedDriver();
  const other = await createApprovedDriver();
  people = {
    customer: await createUser(),
    driver: own.user,
    "other driver": other.user,
    admin: await createUser({ role: "admin" }),
  };
  driverId = own.driver.driver_id;
  const db = await getDb();
  const rows = await db
    .insert(driverCarPictures)
    .values(
      [0, 1, 2, 3, 4].map((position) => ({
        driver_id: driverId,
        file: `/api/files/drivers/cars/${"a".repeat(31)}${position}.webp`,
        position,
      })),
    )
    .returning();
  pictureIds = rows.map((row) => row.picture_id);
});

const as = (who: Who) => (who === "visitor" ? {} : { as: people[who] });
const ids = () => ({ driver_id: String(driverId) });

type Case = [name: string, run: (who: Who) => Promise<{ status: number }>, expected: number[]];

const cases: Case[] = [
  [
    "GET /api/drivers/count",
    (w) => call(countAll, { url: "/api/drivers/count", ...as(w) }),
    [401, 403, 403, 403, 200],
  ],
  [
    "GET /api/drivers/available/count",
    (w) => call(countAvailable, { ...as(w) }),
    [401, 403, 403, 403, 200],
  ],
  [
    "GET /api/drivers/unavailable/count",
    (w) => call(countUnavailable, { ...as(w) }),
    [401, 403, 403, 403, 200],
  ],
  [
    "GET /api/drivers/under-review/count",
    (w) => call(countUnderReview, { ...as(w) }),
    [401, 403, 403, 403, 200],
  ],
  [
    "GET /api/drivers",
    (w) => call(listDrivers, { url: "/api/drivers", ...as(w) }),
    [401, 403, 403, 403, 200],
  ],
  [
    "GET /api/drivers/{id}",
    (w) => call(readDriver, { url: `/api/drivers/${driverId}`, params: ids(), ...as(w) }),
    [401, 404, 200, 404, 200],
  ],
  [
    "PUT /api/drivers/{id}",
    (w) =>
      call(updateDriver, {
        method: "PUT",
        url: `/api/drivers/${driverId}`,
        params: ids(),
        body: { car_color: "Silver" },
        ...as(w),
      }),
    [401, 403, 403, 403, 200],
  ],
  [
    "PUT /api/drivers/{id}/photo",
    async (w) =>
      call(replacePhoto, {
        method: "PUT",
        url: `/api/drivers/${driverId}/photo`,
        params: ids(),
        formData: multipart({}, [{ field: "driver_picture", bytes: await jpeg() }]),
        ...as(w),
      }),
    [401, 403, 403, 403, 200],
  ],
  [
    "POST /api/drivers/{id}/car-pictures",
    async (w) =>
      call(addCarPictures, {
        method: "POST",
        url: `/api/drivers/${driverId}/car-pictures`,
        params: ids(),
        formData: multipart({}, [{ field: "car_pictures", bytes: await jpeg() }]),
        ...as(w),
      }),
    [401, 403, 403, 403, 200],
  ],
  [
    "DELETE /api/drivers/{id}/car-pictures/{picture_id}",
    (w) =>
      call(removeCarPicture, {
        method: "DELETE",
        url: `/api/drivers/${driverId}/car-pictures/x`,
        params: { ...ids(), picture_id: String(pictureIds[WHO.indexOf(w)]) },
        ...as(w),
      }),
    [401, 403, 403, 403, 200],
  ],
  [
    "GET /api/drivers/{id}/history",
    (w) => call(driverHistory, { params: ids(), ...as(w) }),
    [401, 403, 403, 403, 200],
  ],
  [
    "GET /api/driver/me",
    (w) => call(driverMe, { url: "/api/driver/me", ...as(w) }),
    [401, 403, 200, 200, 403],
  ],
];

describe.each(cases)("%s", (_name, run, expected) => {
  it.each(WHO.map((who, index) => [who, expected[index]!] as const))(
    "answers %s with %i",
    async (who, status) => {
      expect((await run(who)).status).toBe(status);
    },
  );
});

describe("POST /api/drivers by role", () => {
  it("treats anyone but an administrator as an applicant, who cannot set a status", async () => {
    for (const who of ["visitor", "customer", "driver"] as const) {
      const res = await call(createDriver, {
        method: "POST",
        url: "/api/drivers",
        formData: multipart(applicationFields({ status: "Available" })),
        headers: freshAddress(),
        ...as(who),
      });
      expect(res.status).toBe(400);
      expect((res.body as { errors: Record<string, string> }).errors.status).toBe(
        "Unexpected field",
      );
    }
  });
});
