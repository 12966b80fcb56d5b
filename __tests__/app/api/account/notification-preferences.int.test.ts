import { GET, PUT } from "@/app/api/account/notification-preferences/route";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "@/lib/notifications/preferences";
import { createApprovedDriver } from "@test/drivers";
import { createUser } from "@test/factories";
import { call } from "@test/accounts";
import { auditFor } from "@test/sms";

const URL = "/api/account/notification-preferences";
const CHOSEN = {
  reminders: { email: true, sms: false },
  ride_updates: { email: false, sms: true },
  marketing: { email: true, sms: false },
};

describe("GET /api/account/notification-preferences", () => {
  it("gives a customer the defaults (marketing off) before any choice", async () => {
    const customer = await createUser();
    const res = await call(GET, { url: URL, as: customer });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it("answers 401 without a session and 403 for administrators and partners", async () => {
    expect((await call(GET, { url: URL })).status).toBe(401);
    for (const role of ["admin", "partner"] as const) {
      const user = await createUser({ role });
      expect((await call(GET, { url: URL, as: user })).status).toBe(403);
    }
  });
});

describe("PUT /api/account/notification-preferences", () => {
  it("stores a customer's choices, audits each change, and reads them back", async () => {
    const customer = await createUser();
    const res = await call(PUT, { method: "PUT", url: URL, as: customer, body: CHOSEN });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: CHOSEN });
    expect((await call(GET, { url: URL, as: customer })).body.data).toEqual(CHOSEN);
    const events = await auditFor(customer.user_id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actor_kind: "customer",
      actor_id: customer.user_id,
      action: "notification_preferences_changed",
      changes: {
        "reminders.sms": { old: true, new: false },
        "ride_updates.email": { old: true, new: false },
        "marketing.email": { old: false, new: true },
      },
      context: { channel: "profile" },
    });
    // Saving the same choices again writes no audit row.
    await call(PUT, { method: "PUT", url: URL, as: customer, body: CHOSEN });
    expect(await auditFor(customer.user_id)).toHaveLength(1);
  });

  it("lets a driver choose too, and keeps each account's choices its own", async () => {
    const { user: driver } = await createApprovedDriver();
    const customer = await createUser();
    expect((await call(PUT, { method: "PUT", url: URL, as: driver, body: CHOSEN })).status).toBe(
      200,
    );
    expect((await call(GET, { url: URL, as: driver })).body.data).toEqual(CHOSEN);
    expect((await call(GET, { url: URL, as: customer })).body.data).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
    const events = await auditFor(driver.user_id);
    expect(events[0]).toMatchObject({ actor_kind: "driver", actor_id: driver.user_id });
  });

  it("answers 401 without a session and 403 for administrators and partners", async () => {
    expect((await call(PUT, { method: "PUT", url: URL, body: CHOSEN })).status).toBe(401);
    for (const role of ["admin", "partner"] as const) {
      const user = await createUser({ role });
      expect((await call(PUT, { method: "PUT", url: URL, as: user, body: CHOSEN })).status).toBe(
        403,
      );
    }
  });

  it.each([
    [
      "a missing kind",
      { reminders: CHOSEN.reminders, ride_updates: CHOSEN.ride_updates },
      "marketing",
    ],
    ["a missing channel", { ...CHOSEN, reminders: { email: true } }, "reminders.sms"],
    [
      "a value that is not true or false",
      { ...CHOSEN, marketing: { email: "yes", sms: false } },
      "marketing.email",
    ],
    ["an unknown kind", { ...CHOSEN, surveys: { email: true, sms: true } }, ""],
    [
      "an unknown channel",
      { ...CHOSEN, reminders: { email: true, sms: true, push: true } },
      "reminders",
    ],
  ])("refuses %s with 400 and field errors", async (_name, body, field) => {
    const customer = await createUser();
    const res = await call(PUT, { method: "PUT", url: URL, as: customer, body });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    if (field) expect(res.body.errors).toHaveProperty([field]);
    expect(await auditFor(customer.user_id)).toHaveLength(0);
  });

  it("refuses malformed JSON and an empty body with 400", async () => {
    const customer = await createUser();
    expect(
      (await call(PUT, { method: "PUT", url: URL, as: customer, body: "{not json" })).status,
    ).toBe(400);
    expect((await call(PUT, { method: "PUT", url: URL, as: customer, body: "" })).status).toBe(400);
  });
});
