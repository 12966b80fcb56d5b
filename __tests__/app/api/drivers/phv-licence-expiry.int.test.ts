import { GET as readDriver, PUT as updateDriver } from "@/app/api/drivers/[driver_id]/route";
import { GET as driverHistory } from "@/app/api/drivers/[driver_id]/history/route";
import { POST as createDriver } from "@/app/api/drivers/route";
import type { DriverHistoryEntry, DriverView } from "@/lib/drivers/types";
import { EXPIRED_PHV_LICENCE_MESSAGE } from "@/lib/drivers/driver-status";
import { PHV_LICENCE_EXPIRY_MESSAGES } from "@/lib/validations/driver-fields";
import { PHV_LICENCE_EXPIRED_NOTICE } from "@/server/drivers/update-driver";
import type { UserRow } from "@/server/db/schema";
import { call } from "@test/accounts";
import { createUser } from "@test/factories";
import {
  applicationFields,
  createApprovedDriver,
  createDriverRow,
  multipart,
  reloadDriver,
} from "@test/drivers";

/** The console's edit of a chauffeur's PHV driver licence expiry (PUT /api/drivers/{id}). */
type DriverParams = { driver_id: string };

interface Answer {
  success: boolean;
  message: string;
  data: DriverView;
  errors?: Record<string, string>;
}

let admin: UserRow;
beforeAll(async () => {
  admin = await createUser({ role: "admin" });
});

const put = (driverId: number, body: unknown, as: UserRow | null = admin) =>
  call<Answer, DriverParams>(updateDriver, {
    method: "PUT",
    url: `/api/drivers/${driverId}`,
    params: { driver_id: String(driverId) },
    body,
    ...(as ? { as } : {}),
  });

describe("PUT /api/drivers/{id}: the PHV driver licence expiry", () => {
  it("records the date, shows it in the driver's details and in the History", async () => {
    const driver = await createDriverRow();
    const res = await put(driver.driver_id, { phv_licence_expiry: "2033-04-30" });
    expect(res.status).toBe(200);
    expect(res.body.data.phv_licence_expiry).toBe("2033-04-30");
    const read = await call<Answer, DriverParams>(readDriver, {
      params: { driver_id: String(driver.driver_id) },
      as: admin,
    });
    expect(read.body.data.phv_licence_expiry).toBe("2033-04-30");
    const history = await call<{ data: DriverHistoryEntry[] }, DriverParams>(driverHistory, {
      params: { driver_id: String(driver.driver_id) },
      as: admin,
    });
    expect(JSON.stringify(history.body.data)).toContain("phv_licence_expiry");
  });

  it("allows a past date (a lapsed licence is recorded as it is): an Available driver becomes Unavailable", async () => {
    const { driver } = await createApprovedDriver({ driving_license_expiry_date: "2099-12-31" });
    const past = await put(driver.driver_id, { phv_licence_expiry: "2021-06-30" });
    expect(past.status).toBe(200);
    expect(past.body.message).toBe(PHV_LICENCE_EXPIRED_NOTICE);
    expect(past.body.data).toMatchObject({
      phv_licence_expiry: "2021-06-30",
      status: "Unavailable",
    });
    // Back to Available is refused while it stays lapsed; a cleared date is no refusal.
    const refused = await put(driver.driver_id, { status: "Available" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(EXPIRED_PHV_LICENCE_MESSAGE);
    const cleared = await put(driver.driver_id, { phv_licence_expiry: null, status: "Available" });
    expect(cleared.status).toBe(200);
    expect(await reloadDriver(driver.driver_id)).toMatchObject({
      phv_licence_expiry: null,
      status: "Available",
    });
  });

  it.each([
    ["1999-12-31", PHV_LICENCE_EXPIRY_MESSAGES.tooEarly],
    ["30/04/2033", PHV_LICENCE_EXPIRY_MESSAGES.format],
    ["2033-02-30", PHV_LICENCE_EXPIRY_MESSAGES.format],
    [20330430, "phv_licence_expiry must be text or null"],
  ])("refuses %p with a 400 naming the field", async (value, message) => {
    const driver = await createDriverRow({ phv_licence_expiry: "2033-01-01" });
    const res = await put(driver.driver_id, { phv_licence_expiry: value });
    expect(res.status).toBe(400);
    expect(res.body.errors?.phv_licence_expiry).toEqual(expect.stringContaining(message));
    expect((await reloadDriver(driver.driver_id))?.phv_licence_expiry).toBe("2033-01-01");
  });

  it("answers 401 without a session and 403 to a driver", async () => {
    const { driver, user } = await createApprovedDriver();
    expect((await put(driver.driver_id, { phv_licence_expiry: "2033-04-30" }, null)).status).toBe(
      401,
    );
    expect((await put(driver.driver_id, { phv_licence_expiry: "2033-04-30" }, user)).status).toBe(
      403,
    );
  });
});

describe("POST /api/drivers: the PHV driver licence expiry", () => {
  const post = (fields: Record<string, string>, as: UserRow | null) =>
    call<Answer>(createDriver, {
      method: "POST",
      url: "/api/drivers",
      ...(as ? { as } : {}),
      formData: multipart(fields),
    });

  it("is recorded by the console's Add New Driver, and checked there", async () => {
    const added = await post({ ...applicationFields(), phv_licence_expiry: "2034-01-31" }, admin);
    expect(added.status).toBe(201);
    expect(added.body.data.phv_licence_expiry).toBe("2034-01-31");
    const early = await post({ ...applicationFields(), phv_licence_expiry: "1998-01-31" }, admin);
    expect(early.status).toBe(400);
    expect(early.body.errors?.phv_licence_expiry).toBe(PHV_LICENCE_EXPIRY_MESSAGES.tooEarly);
  });

  it("is not a field of the public application (unknown fields are refused)", async () => {
    const res = await post({ ...applicationFields(), phv_licence_expiry: "2034-01-31" }, null);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ phv_licence_expiry: "Unexpected field" });
  });
});
