import { and, eq } from "drizzle-orm";
import { POST as approve } from "@/app/api/drivers/[driver_id]/approve/route";
import { POST as reject } from "@/app/api/drivers/[driver_id]/reject/route";
import { PUT as updateDriver } from "@/app/api/drivers/[driver_id]/route";
import type { DriverView } from "@/lib/drivers/types";
import { REJECTION_REASON_REQUIRED } from "@/lib/validations/driver-decision";
import { getDb } from "@/server/db/client";
import { auditEvents, users, type UserRow } from "@/server/db/schema";
import { NOT_AN_APPLICATION_MESSAGE } from "@/server/drivers/approve-application";
import { call, type Envelope } from "@test/accounts";
import { createUser } from "@test/factories";
import { createApprovedDriver, createDriverRow, outboxTo, reloadDriver } from "@test/drivers";

type DriverParams = { driver_id: string };
type Answer = Envelope & { data: DriverView };
let admin: UserRow;
let customer: UserRow;
beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  customer = await createUser();
});

const post = (
  handler: typeof approve,
  driverId: number | string,
  options: { body?: unknown; rawBody?: string; as?: UserRow } = {},
) =>
  call<Answer, DriverParams>(handler, {
    method: "POST",
    params: { driver_id: String(driverId) },
    // A string is sent as it is (a malformed body).
    body: options.rawBody ?? options.body ?? {},
    ...(options.as ? { as: options.as } : {}),
  });

async function accountFor(email: string) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

async function auditOf(driverId: number, action: string) {
  const db = await getDb();
  return db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entity_kind, "driver"),
        eq(auditEvents.entity_id, String(driverId)),
        eq(auditEvents.action, action),
      ),
    );
}

describe("POST /api/drivers/{id}/approve", () => {
  it("approves an application: an account, a set-password e-mail, and a message that says so", async () => {
    const applicant = await createDriverRow();
    const res = await post(approve, applicant.driver_id, { as: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      `Approved: an account was created and a set-password e-mail sent to ${applicant.email}`,
    );
    expect(res.body.data).toMatchObject({ status: "Available", has_account: true });
    expect(await accountFor(applicant.email)).toMatchObject({
      role: "driver",
      password_set_at: null,
    });
    const mail = (await outboxTo(applicant.email)).find((m) => m.template === "driver-approved");
    expect(mail?.text).toContain("/set-password?token=");
    expect(await auditOf(applicant.driver_id, "approved")).toHaveLength(1);
  });

  it("the edit form's status change says the same when it approves", async () => {
    const applicant = await createDriverRow();
    const res = await call<Answer, DriverParams>(updateDriver, {
      method: "PUT",
      params: { driver_id: String(applicant.driver_id) },
      body: { status: "Available" },
      as: admin,
    });
    expect(res.body.message).toBe(
      `Approved: an account was created and a set-password e-mail sent to ${applicant.email}`,
    );
  });

  it("refuses a driver who is not an application (409), an expired licence (409), unknown ids (404)", async () => {
    const { driver } = await createApprovedDriver();
    const approved = await post(approve, driver.driver_id, { as: admin });
    expect(approved.status).toBe(409);
    expect(approved.body.message).toBe(NOT_AN_APPLICATION_MESSAGE);
    const expired = await createDriverRow({ driving_license_expiry_date: "2000-01-01" });
    expect((await post(approve, expired.driver_id, { as: admin })).status).toBe(409);
    expect((await reloadDriver(expired.driver_id))!.status).toBe("Under Review");
    expect((await post(approve, 987654, { as: admin })).status).toBe(404);
    expect((await post(approve, "not-an-id", { as: admin })).status).toBe(404);
  });

  it("answers 401 without a session, 403 for another role, 400 for a malformed body", async () => {
    const applicant = await createDriverRow();
    expect((await post(approve, applicant.driver_id)).status).toBe(401);
    expect((await post(approve, applicant.driver_id, { as: customer })).status).toBe(403);
    const malformed = await post(approve, applicant.driver_id, { as: admin, rawBody: "{" });
    expect(malformed.status).toBe(400);
    const extra = await post(approve, applicant.driver_id, {
      as: admin,
      body: { status: "Available" },
    });
    expect(extra.status).toBe(400);
    expect((await reloadDriver(applicant.driver_id))!.status).toBe("Under Review");
  });
});

describe("POST /api/drivers/{id}/reject", () => {
  it("rejects an application with a reason that is audited and e-mailed to the applicant", async () => {
    const applicant = await createDriverRow();
    const reason = "Your private hire licence could not be verified.";
    const res = await post(reject, applicant.driver_id, { as: admin, body: { reason } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      `Application rejected: the reason was e-mailed to ${applicant.email}`,
    );
    expect(res.body.data).toMatchObject({ status: "Unavailable", has_account: false });
    expect(await accountFor(applicant.email)).toBeUndefined();
    const [mail] = (await outboxTo(applicant.email)).filter(
      (m) => m.template === "driver-rejected",
    );
    expect(mail?.text).toContain(reason);
    expect(mail?.html).not.toContain("set-password");
    const [event] = await auditOf(applicant.driver_id, "rejected");
    expect(event).toMatchObject({
      actor_kind: "admin",
      actor_id: admin.user_id,
      changes: { status: { old: "Under Review", new: "Unavailable" } },
      context: { reason },
    });
    // Decided once: a second rejection or an approval is refused.
    expect((await post(reject, applicant.driver_id, { as: admin, body: { reason } })).status).toBe(
      409,
    );
    expect((await post(approve, applicant.driver_id, { as: admin })).status).toBe(409);
  });

  it("requires a reason of sensible length (400 with the field's error)", async () => {
    const applicant = await createDriverRow();
    const empty = await post(reject, applicant.driver_id, { as: admin, body: { reason: "  " } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ reason: REJECTION_REASON_REQUIRED });
    const missing = await post(reject, applicant.driver_id, { as: admin, body: {} });
    expect(missing.status).toBe(400);
    const long = await post(reject, applicant.driver_id, {
      as: admin,
      body: { reason: "x".repeat(1001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.errors?.reason).toMatch(/at most 1000/);
    const malformed = await post(reject, applicant.driver_id, { as: admin, rawBody: "not json" });
    expect(malformed.status).toBe(400);
    expect((await reloadDriver(applicant.driver_id))!.status).toBe("Under Review");
    expect(await outboxTo(applicant.email)).toHaveLength(0);
  });

  it("answers 401, 403, 404 and 409 (an approved driver)", async () => {
    const applicant = await createDriverRow();
    const body = { reason: "Not enough experience." };
    expect((await post(reject, applicant.driver_id, { body })).status).toBe(401);
    expect((await post(reject, applicant.driver_id, { as: customer, body })).status).toBe(403);
    expect((await post(reject, 987654, { as: admin, body })).status).toBe(404);
    const { driver } = await createApprovedDriver();
    expect((await post(reject, driver.driver_id, { as: admin, body })).status).toBe(409);
  });
});
