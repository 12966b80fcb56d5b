import { and, eq } from "drizzle-orm";
import { GET as list, POST as create } from "@/app/api/admin/vehicles/route";
import { GET as show, PATCH as patch } from "@/app/api/admin/vehicles/[id]/route";
import type { VehicleView } from "@/lib/vehicles/types";
import { VEHICLE_MESSAGES } from "@/lib/validations/vehicle";
import { getDb } from "@/server/db/client";
import { auditEvents, type UserRow } from "@/server/db/schema";
import { call, type Envelope } from "@test/accounts";
import { dayOffset } from "@test/drivers";
import { createUser } from "@test/factories";
import { createVehicleRow, uniquePlate, vehiclePayload } from "@test/vehicles";

type One = Envelope & { data: VehicleView };
type Many = Envelope & { data: VehicleView[]; pagination: { total: number } };
type IdParams = { id: string };

const roles = {} as Record<"admin" | "customer" | "driver" | "partner", UserRow>;
beforeAll(async () => {
  for (const role of ["admin", "customer", "driver", "partner"] as const)
    roles[role] = await createUser({ role });
});

const listAs = (query: string, as: UserRow | null = roles.admin) =>
  call<Many>(list, { url: `/api/admin/vehicles${query}`, ...(as ? { as } : {}) });
const createAs = (body: unknown, as: UserRow | null = roles.admin) =>
  call<One>(create, { method: "POST", url: "/api/admin/vehicles", body, ...(as ? { as } : {}) });
const showAs = (id: number | string, as: UserRow | null = roles.admin) =>
  call<One, IdParams>(show, { params: { id: String(id) }, ...(as ? { as } : {}) });
const patchAs = (id: number | string, body: unknown, as: UserRow | null = roles.admin) =>
  call<One, IdParams>(patch, {
    method: "PATCH",
    params: { id: String(id) },
    body,
    ...(as ? { as } : {}),
  });

describe("POST /api/admin/vehicles", () => {
  it("adds a vehicle with a normalised plate, and records it in the History", async () => {
    const res = await createAs(vehiclePayload({ registration_plate: "ab12 cde" }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      registration_plate: "AB12CDE",
      plate_display: "AB12 CDE",
      status: "active",
      year: 2023,
    });
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity_kind, "vehicle"),
          eq(auditEvents.entity_id, String(res.body.data.vehicle_id)),
        ),
      );
    expect(audit.map((row) => row.action)).toEqual(["created"]);
  });

  it("refuses a plate another vehicle has, however it is typed (409 with a field error)", async () => {
    const plate = uniquePlate();
    expect((await createAs(vehiclePayload({ registration_plate: plate }))).status).toBe(201);
    const typed = `${plate.slice(0, 4).toLowerCase()} ${plate.slice(4)}`;
    const res = await createAs(vehiclePayload({ registration_plate: typed }));
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ registration_plate: VEHICLE_MESSAGES.plateTaken });
  });

  it.each([
    ["make", { make: " " }, VEHICLE_MESSAGES.make],
    ["model", { model: "" }, VEHICLE_MESSAGES.model],
    ["year", { year: 1980 }, VEHICLE_MESSAGES.year],
    ["colour", { colour: undefined }, VEHICLE_MESSAGES.colour],
    ["registration_plate", { registration_plate: "AB*12" }, VEHICLE_MESSAGES.plateFormat],
    ["service_class", { service_class: "limo" }, VEHICLE_MESSAGES.serviceClass],
    ["passenger_capacity", { passenger_capacity: 0 }, VEHICLE_MESSAGES.passengers],
    ["luggage_capacity", { luggage_capacity: "many" }, VEHICLE_MESSAGES.luggage],
    ["mot_expiry", { mot_expiry: "2026-02-30" }, VEHICLE_MESSAGES.date],
    ["status", { status: "scrapped" }, VEHICLE_MESSAGES.status],
  ])("answers 400 with a message for %s", async (field, overrides, message) => {
    const res = await createAs(vehiclePayload(overrides));
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
  });

  it("refuses unknown keys, a malformed body, no session and other roles", async () => {
    expect((await createAs(vehiclePayload({ vehicle_id: 9 }))).status).toBe(400);
    expect((await createAs("{not json")).status).toBe(400);
    expect((await createAs(vehiclePayload(), null)).status).toBe(401);
    for (const role of ["customer", "driver", "partner"] as const)
      expect((await createAs(vehiclePayload(), roles[role])).status).toBe(403);
  });
});

describe("GET /api/admin/vehicles", () => {
  it("filters by class, status, expiring documents and plate/make/model text", async () => {
    const make = `Make${uniquePlate()}`;
    const soon = await createVehicleRow({ make, mot_expiry: dayOffset(10) });
    const later = await createVehicleRow({ make, mot_expiry: dayOffset(90), status: "off_road" });
    const van = await createVehicleRow({ make, service_class: "business_van" });
    const ids = (res: { body: Many }) =>
      res.body.data.map((row) => row.vehicle_id).sort((a, b) => a - b);

    expect(ids(await listAs(`?q=${make}`))).toEqual([soon, later, van].map((v) => v.vehicle_id));
    expect(ids(await listAs(`?q=${make}&expiring=30`))).toEqual([soon.vehicle_id]);
    expect(ids(await listAs(`?q=${make}&status=off_road`))).toEqual([later.vehicle_id]);
    expect(ids(await listAs(`?q=${make}&class=business_van`))).toEqual([van.vehicle_id]);
    const plate = `${van.registration_plate.slice(0, 4)} ${van.registration_plate.slice(4)}`;
    expect(ids(await listAs(`?q=${encodeURIComponent(plate)}`))).toEqual([van.vehicle_id]);
    const expiring = (await listAs(`?q=${make}&expiring=30`)).body.data[0]!;
    expect(expiring.documents.find((d) => d.document === "mot")?.state).toBe("expiring");
  });

  it("refuses bad filters, no session and other roles", async () => {
    expect((await listAs("?expiring=7")).status).toBe(400);
    expect((await listAs("?class=limo")).status).toBe(400);
    expect((await listAs("?colour=red")).status).toBe(400);
    expect((await listAs("", null)).status).toBe(401);
    for (const role of ["customer", "driver", "partner"] as const)
      expect((await listAs("", roles[role])).status).toBe(403);
  });
});

describe("GET and PATCH /api/admin/vehicles/{id}", () => {
  it("shows one vehicle, and 404 for an unknown or malformed id", async () => {
    const vehicle = await createVehicleRow();
    const res = await showAs(vehicle.vehicle_id);
    expect(res.status).toBe(200);
    expect(res.body.data.registration_plate).toBe(vehicle.registration_plate);
    expect((await showAs(2_000_000_000)).status).toBe(404);
    expect((await showAs("abc")).status).toBe(404);
  });

  it("changes the fields sent and records each change", async () => {
    const vehicle = await createVehicleRow();
    const res = await patchAs(vehicle.vehicle_id, { status: "off_road", colour: "Blue" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "off_road", colour: "Blue", make: vehicle.make });
    const db = await getDb();
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity_kind, "vehicle"),
          eq(auditEvents.entity_id, String(vehicle.vehicle_id)),
        ),
      );
    expect(audit?.changes).toEqual({
      status: { old: "active", new: "off_road" },
      colour: { old: "Silver", new: "Blue" },
    });
  });

  it("refuses a taken plate, bad values, an empty change and a malformed body", async () => {
    const [one, two] = [await createVehicleRow(), await createVehicleRow()];
    const taken = await patchAs(two.vehicle_id, { registration_plate: one.registration_plate });
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.registration_plate).toBe(VEHICLE_MESSAGES.plateTaken);
    const bad = await patchAs(two.vehicle_id, { year: "soon" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.year).toBe(VEHICLE_MESSAGES.year);
    expect((await patchAs(two.vehicle_id, {})).status).toBe(400);
    expect((await patchAs(two.vehicle_id, "{")).status).toBe(400);
    expect((await patchAs(2_000_000_000, { colour: "Red" })).status).toBe(404);
  });

  it("refuses no session and other roles", async () => {
    const vehicle = await createVehicleRow();
    expect((await showAs(vehicle.vehicle_id, null)).status).toBe(401);
    expect((await patchAs(vehicle.vehicle_id, { colour: "Red" }, null)).status).toBe(401);
    for (const role of ["customer", "driver", "partner"] as const) {
      expect((await showAs(vehicle.vehicle_id, roles[role])).status).toBe(403);
      expect((await patchAs(vehicle.vehicle_id, { colour: "Red" }, roles[role])).status).toBe(403);
    }
  });
});
