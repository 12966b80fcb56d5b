import { PUT as updateDriver } from "@/app/api/drivers/[driver_id]/route";
import { GET as countAvailable } from "@/app/api/drivers/available/count/route";
import { GET as driverHistory } from "@/app/api/drivers/[driver_id]/history/route";
import { EXPIRED_LICENSE_MESSAGE } from "@/lib/drivers/driver-status";
import type { DriverHistoryEntry, DriverView } from "@/lib/drivers/types";
import { LICENSE_EXPIRED_NOTICE } from "@/server/drivers/update-driver";
import { drainJobs } from "@/server/jobs/drain";
import { enqueueJob } from "@/server/jobs/enqueue";
import type { UserRow } from "@/server/db/schema";
import { call } from "@test/accounts";
import { createUser } from "@test/factories";
import {
  createApprovedDriver,
  createDriverRow,
  dayOffset,
  multipart,
  reloadDriver,
} from "@test/drivers";

type DriverParams = { driver_id: string };

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

const put = (driverId: number, body: unknown) =>
  call<Answer, DriverParams>(updateDriver, {
    method: "PUT",
    url: `/api/drivers/${driverId}`,
    params: { driver_id: String(driverId) },
    body,
    as: admin,
  });

const history = async (driverId: number) =>
  (
    await call<{ data: DriverHistoryEntry[] }, DriverParams>(driverHistory, {
      params: { driver_id: String(driverId) },
      as: admin,
    })
  ).body.data;

describe("PUT /api/drivers/{id}", () => {
  it("changes the spec's fields, answers the updated driver and records the change", async () => {
    const driver = await createDriverRow();
    const res = await put(driver.driver_id, {
      first_name: "Dina",
      phone_number: "07700 900222",
      has_vehicle: "yes",
      car_make: "Toyota",
      car_year: 2020,
      car_type: "SUV",
      car_capacity: 6,
      date_of_leaving: null,
      preferred_shift: "flexible",
      status: "Unavailable",
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Driver updated successfully");
    expect(res.body.data).toMatchObject({
      driver_id: driver.driver_id,
      first_name: "Dina",
      phone_number: "+447700900222",
      car_make: "Toyota",
      car_year: 2020,
      status: "Unavailable",
      preferred_shift: "flexible",
    });
    const events = await history(driver.driver_id);
    const updated = events.find((event) => event.action === "updated")!;
    expect(updated.changes.first_name).toEqual({ old: "Dana", new: "Dina" });
    expect(updated.actor_kind).toBe("admin");
    expect(events.find((event) => event.action === "status_changed")!.changes.status).toEqual({
      old: "Under Review",
      new: "Unavailable",
    });
  });

  it.each([
    [{ first_name: "" }, "first_name", "First name is required"],
    [{ last_name: "  " }, "last_name", "Last name is required"],
    [{ email: "" }, "email", "Email is required"],
    [{ email: "nope" }, "email", "Invalid email format"],
    [{ phone_number: "" }, "phone_number", "Phone number is required"],
    [{ phone_number: "abc" }, "phone_number", "Invalid phone number format"],
    [{ address: null }, "address", "Address is required"],
    [{ date_of_birth: "" }, "date_of_birth", "Date of birth is required"],
    [
      { national_insurance_number: "" },
      "national_insurance_number",
      "National Insurance Number is required",
    ],
    [
      { private_hire_license_number: "" },
      "private_hire_license_number",
      "Private Hire License Number is required",
    ],
    [
      { driving_license_number: "" },
      "driving_license_number",
      "Driving License Number is required",
    ],
    [
      { driving_license_expiry_date: null },
      "driving_license_expiry_date",
      "Driving License Expiry Date is required",
    ],
    [
      { driving_license_expiry_date: "2030-02-31" },
      "driving_license_expiry_date",
      "Driving License Expiry Date must be a date (yyyy-MM-dd)",
    ],
    [{ preferred_shift: "" }, "preferred_shift", "Preferred Shift is required"],
    [{ working_days: "" }, "working_days", "Working Days is required"],
    [{ status: "Busy" }, "status", "Status must be Available, Unavailable or Under Review"],
    [{ car_year: 1800 }, "car_year", "Car year must be a whole number from 1950 to 2100"],
    [{ car_capacity: 2.5 }, "car_capacity", "Car capacity must be a whole number from 1 to 60"],
    [{ rating: 5 }, "body", 'Unrecognized key: "rating"'],
    [{}, "body", "Send at least one field to change"],
  ])("refuses %p with its message", async (body, field, message) => {
    const driver = await createDriverRow();
    const res = await put(driver.driver_id, body);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
  });

  it("answers 404 for a missing driver, 400 for malformed JSON, 415 for another body type", async () => {
    expect((await put(999_999, { first_name: "X" })).status).toBe(404);
    const driver = await createDriverRow();
    expect((await put(driver.driver_id, "{not json")).status).toBe(400);
    const form = await call(updateDriver, {
      method: "PUT",
      params: { driver_id: String(driver.driver_id) },
      formData: multipart({ first_name: "X" }),
      as: admin,
    });
    expect(form.status).toBe(415);
  });

  it("refuses an e-mail another driver has", async () => {
    const first = await createDriverRow();
    const second = await createDriverRow();
    const res = await put(second.driver_id, { email: first.email.toUpperCase() });
    expect(res.status).toBe(409);
  });
});

describe("licence expiry", () => {
  it("an expired driving licence cannot be set Available (409 with the reason)", async () => {
    const driver = await createDriverRow({ driving_license_expiry_date: dayOffset(-2) });
    const res = await put(driver.driver_id, { status: "Available" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(EXPIRED_LICENSE_MESSAGE);
    expect((await reloadDriver(driver.driver_id))!.status).toBe("Under Review");
    // Nor in the same save as an expired date.
    const both = await put(driver.driver_id, {
      status: "Available",
      driving_license_expiry_date: dayOffset(-1),
    });
    expect(both.status).toBe(409);
    // A renewed licence makes it possible.
    const renewed = await put(driver.driver_id, {
      status: "Available",
      driving_license_expiry_date: dayOffset(300),
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.status).toBe("Available");
  });

  it("an Available driver given an expired date becomes Unavailable, recorded in the history", async () => {
    const { driver } = await createApprovedDriver();
    const res = await put(driver.driver_id, {
      driving_license_expiry_date: dayOffset(-1),
      status: "Available",
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(LICENSE_EXPIRED_NOTICE);
    expect(res.body.data).toMatchObject({ status: "Unavailable", license_expired: true });
    const events = await history(driver.driver_id);
    const change = events.find((event) => event.action === "status_changed")!;
    expect(change).toMatchObject({
      actor_kind: "system",
      changes: { status: { old: "Available", new: "Unavailable" } },
      context: { reason: "license_expired" },
    });
    expect(events.find((e) => e.action === "updated")!.changes.driving_license_expiry_date).toEqual(
      { old: driver.driving_license_expiry_date, new: dayOffset(-1) },
    );
  });
});

describe("a licence that lapses while the driver is Available", () => {
  it("makes them Unavailable at the daily document job, not on a read, recorded in the history", async () => {
    const { driver } = await createApprovedDriver({ driving_license_expiry_date: dayOffset(-1) });
    const available = await call<{ total: number }>(countAvailable, { as: admin });
    expect(available.status).toBe(200);
    // Reads change nothing any more (the assignment guards still refuse the lapsed licence).
    expect((await reloadDriver(driver.driver_id))!.status).toBe("Available");
    await enqueueJob(undefined, { kind: "documents.scan_lapsed" });
    // The scan, then the lapse job it fanned out.
    await drainJobs({ schedules: [] });
    await drainJobs({ schedules: [] });
    expect((await reloadDriver(driver.driver_id))!.status).toBe("Unavailable");
    const events = await history(driver.driver_id);
    expect(events.at(-1)).toMatchObject({
      action: "status_changed",
      actor_kind: "system",
      context: { reason: "license_expired" },
    });
  });
});
