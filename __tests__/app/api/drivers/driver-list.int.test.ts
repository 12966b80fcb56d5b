import { GET as countAll } from "@/app/api/drivers/count/route";
import { GET as countAvailable } from "@/app/api/drivers/available/count/route";
import { GET as countUnavailable } from "@/app/api/drivers/unavailable/count/route";
import { GET as countUnderReview } from "@/app/api/drivers/under-review/count/route";
import { GET as listDrivers, POST as createDriver } from "@/app/api/drivers/route";
import type { DriverListPagination, DriverView } from "@/lib/drivers/types";
import type { UserRow } from "@/server/db/schema";
import { call } from "@test/accounts";
import { createUser } from "@test/factories";
import {
  applicationFields,
  createDriverRow,
  dayOffset,
  jpeg,
  multipart,
  outboxTo,
} from "@test/drivers";

let admin: UserRow;

interface ListBody {
  data: DriverView[];
  pagination: DriverListPagination;
  errors?: Record<string, string>;
}

const list = (query = "") =>
  call<ListBody>(listDrivers, { url: `/api/drivers${query}`, as: admin });

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  // The known set: 3 Available, 2 Unavailable, 4 Under Review.
  await createDriverRow({
    first_name: "Alice",
    last_name: "Archer",
    status: "Available",
    preferred_shift: "night",
  });
  await createDriverRow({
    first_name: "Bob",
    last_name: "Baker",
    status: "Available",
    car_plate_number: "DM21 ABC",
    driving_license_expiry_date: dayOffset(10),
  });
  await createDriverRow({
    first_name: "Cara",
    last_name: "Cole",
    status: "Available",
    phone_number: "+447700900777",
  });
  await createDriverRow({
    first_name: "Dev",
    last_name: "Dale",
    status: "Unavailable",
    driving_license_expiry_date: dayOffset(-3),
  });
  await createDriverRow({
    first_name: "Eve",
    last_name: "East",
    status: "Unavailable",
    driving_license_number: "EAST123",
  });
  for (const name of ["Finn", "Gus", "Hana", "Ivo"])
    await createDriverRow({
      first_name: name,
      last_name: "Review",
      email: `${name.toLowerCase()}@example.com`,
    });
});

describe("the four count endpoints", () => {
  it.each([
    ["count", countAll, 9],
    ["available", countAvailable, 3],
    ["unavailable", countUnavailable, 2],
    ["under-review", countUnderReview, 4],
  ] as const)("%s answers { total } for the known set", async (_name, handler, total) => {
    const res = await call<{ total: number; data: { total: number } }>(handler, { as: admin });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(total);
    expect(res.body.data).toEqual({ total });
  });
});

describe("GET /api/drivers", () => {
  it("lists newest first with photo, pictures, licence flags and created date", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({
      page: 1,
      page_size: 12,
      total: 9,
      total_is_estimate: false,
      has_next: false,
    });
    expect(res.body.data.map((d) => d.first_name)).toEqual([
      "Ivo",
      "Hana",
      "Gus",
      "Finn",
      "Eve",
      "Dev",
      "Cara",
      "Bob",
      "Alice",
    ]);
    const bob = res.body.data.find((d) => d.first_name === "Bob")!;
    expect(bob).toMatchObject({
      status: "Available",
      license_expired: false,
      license_expires_soon: true,
      car_pictures: [],
      driver_picture: null,
      has_account: false,
    });
    expect(Date.parse(bob.created_at)).not.toBeNaN();
    expect(res.body.data.find((d) => d.first_name === "Dev")!.license_expired).toBe(true);
  });

  it.each([
    ["?q=archer", ["Alice"]],
    ["?q=DM21ABC", ["Bob"]],
    ["?q=dm21 abc", ["Bob"]],
    ["?q=07700 900777", ["Cara"]],
    ["?q=EAST123", ["Eve"]],
    ["?q=hana@example", ["Hana"]],
    ["?q=100%25", []],
    ["?status=Available&sort=name", ["Alice", "Bob", "Cara"]],
    ["?status=under-review&sort=-name&q=gus", ["Gus"]],
    ["?shift=night", ["Alice"]],
    ["?license=expiring", ["Bob"]],
    ["?license=expired", ["Dev"]],
    ["?status=Unavailable&sort=license_expiry", ["Dev", "Eve"]],
  ])("filters %s", async (query, names) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    expect(res.body.data.map((d) => d.first_name)).toEqual(names);
  });

  it("pages", async () => {
    const res = await list("?page=1&page_size=12&sort=name");
    expect(res.body.data).toHaveLength(9);
    const beyond = await list("?page=2");
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.pagination.has_next).toBe(false);
  });

  it.each([
    ["?status=Busy", "status"],
    ["?shift=weekend", "shift"],
    ["?license=soon", "license"],
    ["?sort=salary", "sort"],
    ["?page=0", "page"],
    ["?page_size=7", "page_size"],
    ["?role=admin", "body"],
  ])("refuses %s naming %s", async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
  });
});

describe("POST /api/drivers as an administrator (Add New Driver)", () => {
  const adminFields = () => {
    const fields = applicationFields();
    delete fields.experience;
    delete fields.date_first_available;
    return fields;
  };

  it("adds a driver with the chosen status and answers the full driver", async () => {
    const res = await call<{ data: DriverView; message: string }>(createDriver, {
      method: "POST",
      url: "/api/drivers",
      as: admin,
      formData: multipart({ ...adminFields(), status: "Unavailable" }, [
        { field: "car_pictures", bytes: await jpeg() },
        { field: "car_pictures", bytes: await jpeg(500, 500) },
      ]),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Driver added successfully");
    expect(res.body.data).toMatchObject({
      status: "Unavailable",
      driver_picture: null,
      experience: null,
      has_account: false,
    });
    expect(res.body.data.car_pictures).toHaveLength(2);
    // No applicant e-mails for a driver the console added.
    expect(await outboxTo(res.body.data.email)).toEqual([]);
  });

  it("defaults to Under Review and requires the starred fields", async () => {
    const ok = await call<{ data: DriverView }>(createDriver, {
      method: "POST",
      url: "/api/drivers",
      as: admin,
      formData: multipart(adminFields()),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.status).toBe("Under Review");
    const bad = await call<{ errors: Record<string, string> }>(createDriver, {
      method: "POST",
      url: "/api/drivers",
      as: admin,
      formData: multipart({ status: "Available" }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      first_name: "First name is required",
      last_name: "Last name is required",
      email: "Email is required",
      phone_number: "Phone number is required",
      address: "Address is required",
      date_of_birth: "Date of birth is required",
      national_insurance_number: "National Insurance Number is required",
      private_hire_license_number: "Private Hire License Number is required",
      driving_license_number: "Driving License Number is required",
      driving_license_expiry_date: "Driving License Expiry Date is required",
      preferred_shift: "Preferred Shift is required",
      working_days: "Working Days is required",
    });
  });

  it("refuses Available with an expired licence, and a duplicate e-mail", async () => {
    const expired = await call<{ message: string }>(createDriver, {
      method: "POST",
      url: "/api/drivers",
      as: admin,
      formData: multipart({
        ...adminFields(),
        status: "Available",
        driving_license_expiry_date: dayOffset(-1),
      }),
    });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toMatch(/licence has expired/);
    const duplicate = await call<{ message: string }>(createDriver, {
      method: "POST",
      url: "/api/drivers",
      as: admin,
      formData: multipart({ ...adminFields(), email: "hana@example.com" }),
    });
    expect(duplicate.status).toBe(409);
  });
});
