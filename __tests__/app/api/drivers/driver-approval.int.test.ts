import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { PUT as updateDriver } from "@/app/api/drivers/[driver_id]/route";
import { POST as submitApplication } from "@/app/api/drivers/route";
import { GET as driverMe } from "@/app/api/driver/me/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as validateToken } from "@/app/api/auth/validate-reset-token/route";
import { POST as resetWithToken } from "@/app/api/auth/reset-password-with-token/route";
import { GET as serveFile } from "@/app/api/files/[...key]/route";
import type { DriverDashboardData, DriverView } from "@/lib/drivers/types";
import { homeForRole } from "@/lib/roles";
import { issueToken } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { users, type UserRow } from "@/server/db/schema";
import { ACCOUNT_ROLE_CONFLICT_MESSAGE } from "@/server/drivers/approve-driver";
import { UNDER_REVIEW_SIGN_IN_MESSAGE } from "@/server/drivers/own-driver";
import { call, freshAddress } from "@test/accounts";
import { createUser, DEFAULT_PASSWORD } from "@test/factories";
import {
  applicationFields,
  applicationFiles,
  createDriverRow,
  multipart,
  outboxTo,
  reloadDriver,
} from "@test/drivers";

type DriverParams = { driver_id: string };
let admin: UserRow;
beforeAll(async () => {
  admin = await createUser({ role: "admin" });
});

const setStatus = (driverId: number, status: string, extra: Record<string, unknown> = {}) =>
  call<{ data: DriverView; message: string }, DriverParams>(updateDriver, {
    method: "PUT",
    params: { driver_id: String(driverId) },
    body: { status, ...extra },
    as: admin,
  });

const signIn = (email: string, password: string) =>
  call<{ message: string; data?: { role: string } }>(login, {
    method: "POST",
    url: "/api/auth/login",
    body: { email, password },
    headers: freshAddress(),
    ownTokenAllowed: true,
  });

async function userByEmail(email: string) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

async function fetchFile(url: string, viewer?: UserRow): Promise<number> {
  const headers = new Headers();
  if (viewer) headers.set("cookie", `next-auth.session-token=${await issueToken(viewer)}`);
  const res = await serveFile(new NextRequest(`http://localhost:3000${url}`, { headers }), {
    params: Promise.resolve({ key: url.replace("/api/files/", "").split("/") }),
  });
  return res.status;
}

function linkIn(text: string): string {
  const match = /http:\/\/localhost:3000\/set-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error(`no set-password link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

describe("approval: the first Available creates the driver's account", () => {
  it("creates a driver account, e-mails a single-use set-password link that works, and signs in to the dashboard", async () => {
    const fields = applicationFields();
    const applied = await call<{ data: { driver_id: number } }>(submitApplication, {
      method: "POST",
      url: "/api/drivers",
      formData: multipart(fields, await applicationFiles()),
      headers: freshAddress(),
    });
    const driverId = applied.body.data.driver_id;
    expect(await userByEmail(fields.email!)).toBeUndefined();

    const approved = await setStatus(driverId, "Available");
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: "Available", has_account: true });
    const account = (await userByEmail(fields.email!))!;
    expect(account).toMatchObject({
      role: "driver",
      first_name: "Sam",
      phone_number: "+447700900456",
    });
    const row = (await reloadDriver(driverId))!;
    expect(row.user_id).toBe(account.user_id);
    expect(row.approved_at).toBeInstanceOf(Date);

    const mail = (await outboxTo(fields.email!)).find((m) => m.template === "driver-approved")!;
    expect(mail.subject).toMatch(/approved/);
    const token = linkIn(mail.text);
    const valid = await call(validateToken, {
      url: `/api/auth/validate-reset-token?token=${encodeURIComponent(token)}`,
      headers: freshAddress(),
    });
    expect(valid.status).toBe(200);
    // A first password: the page reads "Set your password".
    expect(valid.body.data).toEqual({ email: fields.email, first_password: true });
    expect((await userByEmail(fields.email!))!.password_set_at).toBeNull();
    const set = await call(resetWithToken, {
      method: "POST",
      url: "/api/auth/reset-password-with-token",
      body: { token, newPassword: "my-new-driver-password" },
      headers: freshAddress(),
    });
    expect(set.status).toBe(200);
    // The answer lets the page sign the driver in and open their own area.
    expect(set.body).toMatchObject({
      message: "Your password has been set.",
      data: { email: fields.email, home: "/driver-dashboard", first_password: true },
    });
    // A first password is not a change: no "your password was changed" alert.
    expect((await outboxTo(fields.email!)).map((m) => m.template)).not.toContain(
      "password-changed",
    );
    expect((await userByEmail(fields.email!))!.password_set_at).toBeInstanceOf(Date);
    const reused = await call(resetWithToken, {
      method: "POST",
      url: "/api/auth/reset-password-with-token",
      body: { token, newPassword: "another-password-123" },
      headers: freshAddress(),
    });
    expect(reused.status).toBe(400);

    const session = await signIn(fields.email!, "my-new-driver-password");
    expect(session.status).toBe(200);
    expect(session.body.data!.role).toBe("driver");
    expect(homeForRole("driver")).toBe("/driver-dashboard");

    // The approved driver sees their own record and pictures; nobody else but administrators.
    const driverUser = (await userByEmail(fields.email!))!;
    const me = await call<{ data: DriverDashboardData }>(driverMe, { as: driverUser });
    expect(me.status).toBe(200);
    expect(me.body.data.jobs).toEqual([]);
    expect(me.body.data.driver).toMatchObject({
      driver_id: driverId,
      status: "Available",
      car_make: "Mercedes-Benz",
      driving_license_expiry_date: fields.driving_license_expiry_date,
      license_expired: false,
    });
    const photo = me.body.data.driver.driver_picture!;
    const car = me.body.data.driver.car_pictures[0]!.url;
    expect(await fetchFile(photo, driverUser)).toBe(200);
    expect(await fetchFile(car, driverUser)).toBe(200);
    expect(await fetchFile(photo, admin)).toBe(200);
    expect(await fetchFile(photo, await createUser())).toBe(404);
    const other = await createUser({ role: "driver" });
    expect(await fetchFile(car, other)).toBe(404);
    expect(await fetchFile(photo)).toBe(401);

    // Unavailable can still sign in; a second Available approves nothing again.
    expect((await setStatus(driverId, "Unavailable")).status).toBe(200);
    expect((await signIn(fields.email!, "my-new-driver-password")).status).toBe(200);
    expect((await setStatus(driverId, "Available")).status).toBe(200);
    const approvals = (await outboxTo(fields.email!)).filter(
      (m) => m.template === "driver-approved",
    );
    expect(approvals).toHaveLength(1);

    // Back under review: the sessions end and signing in is refused with the reason.
    expect((await setStatus(driverId, "under-review")).status).toBe(200);
    expect((await call(driverMe, { as: driverUser })).status).toBe(401);
    const refused = await signIn(fields.email!, "my-new-driver-password");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(UNDER_REVIEW_SIGN_IN_MESSAGE);
    const fresh = (await userByEmail(fields.email!))!;
    expect((await call(driverMe, { as: fresh })).status).toBe(403);
  });

  it("links an existing customer account without changing its password", async () => {
    const customer = await createUser({ email: "linked.customer@example.com" });
    const driver = await createDriverRow({ email: "linked.customer@example.com" });
    const res = await setStatus(driver.driver_id, "Available");
    expect(res.status).toBe(200);
    const account = (await userByEmail("linked.customer@example.com"))!;
    expect(account.user_id).toBe(customer.user_id);
    expect(account.role).toBe("driver");
    expect(account.password_hash).toBe(customer.password_hash);
    expect(account.session_version).toBeGreaterThan(customer.session_version);
    const mail = (await outboxTo("linked.customer@example.com")).find(
      (m) => m.template === "driver-approved",
    )!;
    expect(mail.text).toMatch(/usual password/);
    expect(mail.text).not.toMatch(/token=/);
    expect((await signIn("linked.customer@example.com", DEFAULT_PASSWORD)).status).toBe(200);
  });

  it("refuses to turn an administrator's or partner's account into a driver", async () => {
    const partner = await createUser({ role: "partner" });
    const driver = await createDriverRow({ email: partner.email });
    const res = await setStatus(driver.driver_id, "Available");
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ACCOUNT_ROLE_CONFLICT_MESSAGE);
    expect((await reloadDriver(driver.driver_id))!.status).toBe("Under Review");
    expect((await userByEmail(partner.email))!.role).toBe("partner");
  });

  it("approves a driver the console adds as Available", async () => {
    const fields = applicationFields();
    const res = await call<{ data: DriverView }>(submitApplication, {
      method: "POST",
      url: "/api/drivers",
      as: admin,
      formData: multipart({ ...fields, status: "Available" }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.has_account).toBe(true);
    expect((await userByEmail(fields.email!))!.role).toBe("driver");
    expect((await outboxTo(fields.email!)).map((m) => m.template)).toEqual(["driver-approved"]);
  });
});
