import { and, eq } from "drizzle-orm";
import { GET as readAll } from "@/app/api/admin/settings/route";
import { GET as readGroup, PUT as saveGroup } from "@/app/api/admin/settings/[key]/route";
import { SETTINGS_MESSAGES, VAT_MESSAGES } from "@/lib/settings/schemas";
import { getDb } from "@/server/db/client";
import { auditEvents, type UserRow } from "@/server/db/schema";
import {
  BILLING_DEFAULTS,
  DISPATCH_DEFAULTS,
  GENERAL_DEFAULTS,
  NOTIFICATION_DEFAULTS,
  SECURITY_DEFAULTS,
} from "@/server/settings/registry";
import { call } from "@test/accounts";
import { createUser } from "@test/factories";

let admin: UserRow;
const others: Record<string, UserRow> = {};

beforeAll(async () => {
  admin = await createUser({ role: "admin", first_name: "Ada", last_name: "Admin" });
  for (const role of ["customer", "partner", "driver"] as const)
    others[role] = await createUser({ role });
});

const general = (overrides: Record<string, unknown> = {}) => ({
  ...GENERAL_DEFAULTS,
  support_phone: "+44 20 7946 0999",
  ...overrides,
});

const put = (key: string, body: unknown, as: UserRow | null = admin) =>
  call(saveGroup, {
    method: "PUT",
    url: `/api/admin/settings/${key}`,
    // An unknown group is a string the route must still answer (404).
    params: { key: key as "general" },
    body,
    ...(as ? { as } : {}),
  });

describe("GET/PUT /api/admin/settings", () => {
  it("answers the defaults before anything is saved", async () => {
    const res = await call(readAll, { url: "/api/admin/settings", as: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      general: GENERAL_DEFAULTS,
      notifications: NOTIFICATION_DEFAULTS,
      security: SECURITY_DEFAULTS,
      dispatch: DISPATCH_DEFAULTS,
      billing: BILLING_DEFAULTS,
    });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("saves a group, normalises the phone, says so and audits old and new values", async () => {
    const res = await put("general", general({ site_name: "  Apex Cars " }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SETTINGS_MESSAGES.saved);
    expect(res.body.data).toMatchObject({
      value: { site_name: "Apex Cars", support_phone: "+442079460999" },
      changed: ["site_name", "support_phone"],
    });
    const again = await call(readGroup, {
      url: "/api/admin/settings/general",
      params: { key: "general" },
      as: admin,
    });
    expect(again.body.data).toMatchObject({
      site_name: "Apex Cars",
      support_phone: "+442079460999",
    });
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity_kind, "setting"), eq(auditEvents.entity_id, "general")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_kind: "admin",
      actor_id: admin.user_id,
      action: "updated",
    });
    expect(audit[0]!.changes).toEqual({
      site_name: { old: GENERAL_DEFAULTS.site_name, new: "Apex Cars" },
      support_phone: { old: GENERAL_DEFAULTS.support_phone, new: "+442079460999" },
    });
    // The same values again change nothing and add no audit row.
    const same = await put("general", general({ site_name: "Apex Cars" }));
    expect(same.body.data).toMatchObject({ changed: [] });
    const after = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity_kind, "setting"), eq(auditEvents.entity_id, "general")));
    expect(after).toHaveLength(1);
  });

  it("saves the notifications group", async () => {
    const res = await put("notifications", { email_notifications: false, marketing_emails: true });
    expect(res.status).toBe(200);
    const read = await call(readAll, { url: "/api/admin/settings", as: admin });
    expect((read.body.data as Record<string, unknown>).notifications).toEqual({
      email_notifications: false,
      marketing_emails: true,
    });
  });

  it("saves the billing group (VAT number and rate) and refuses a bad number or rate", async () => {
    const saved = await put("billing", {
      vat_registration_number: " GB123456789 ",
      vat_rate_percent: 17.5,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      value: { vat_registration_number: "GB123456789", vat_rate_percent: 17.5 },
    });
    const badNumber = await put("billing", {
      vat_registration_number: "GB-123/456",
      vat_rate_percent: 20,
    });
    expect(badNumber.status).toBe(400);
    expect(badNumber.body.errors?.vat_registration_number).toBe(VAT_MESSAGES.number);
    for (const rate of [-1, 101, 20.25, "20", null]) {
      const badRate = await put("billing", { vat_registration_number: "", vat_rate_percent: rate });
      expect(badRate.status).toBe(400);
      expect(badRate.body.errors?.vat_rate_percent).toBe(VAT_MESSAGES.rate);
    }
    const extra = await put("billing", { ...BILLING_DEFAULTS, vat: 1 });
    expect(extra.status).toBe(400);
    expect((await put("billing", BILLING_DEFAULTS)).status).toBe(200);
  });

  it.each([
    ["site_name", { site_name: "  " }, SETTINGS_MESSAGES.siteNameRequired],
    ["site_name", { site_name: "x".repeat(81) }, SETTINGS_MESSAGES.siteNameTooLong],
    ["site_description", { site_description: "" }, SETTINGS_MESSAGES.descriptionRequired],
    ["timezone", { timezone: "Mars/Olympus" }, SETTINGS_MESSAGES.timezone],
    ["language", { language: "it" }, SETTINGS_MESSAGES.language],
    ["support_email", { support_email: "not-an-email" }, SETTINGS_MESSAGES.emailInvalid],
    ["support_email", { support_email: "" }, SETTINGS_MESSAGES.emailRequired],
    ["support_phone", { support_phone: "12" }, SETTINGS_MESSAGES.phoneInvalid],
    ["support_phone", { support_phone: "" }, SETTINGS_MESSAGES.phoneRequired],
    ["business_address", { business_address: " " }, SETTINGS_MESSAGES.addressRequired],
    ["cities_count", { cities_count: 0 }, SETTINGS_MESSAGES.count],
    ["countries_count", { countries_count: 2.5 }, SETTINGS_MESSAGES.count],
  ])("refuses a bad %s with its message", async (field, overrides, message) => {
    const res = await put("general", general(overrides));
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
  });

  it("refuses unknown keys, missing fields, non-boolean switches and malformed JSON", async () => {
    const extra = await put("general", general({ role: "admin" }));
    expect(extra.status).toBe(400);
    const missing = await put("notifications", { email_notifications: true });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.marketing_emails).toBeDefined();
    const notBool = await put("notifications", {
      email_notifications: "yes",
      marketing_emails: false,
    });
    expect(notBool.status).toBe(400);
    const malformed = await put("general", "{not json");
    expect(malformed.status).toBe(400);
    const unknownGroup = await put("invoices", { anything: 1 });
    expect(unknownGroup.status).toBe(404);
  });

  it("answers 401 without a session and 403 to customers, partners and drivers", async () => {
    expect((await call(readAll, { url: "/api/admin/settings" })).status).toBe(401);
    expect((await put("general", general(), null)).status).toBe(401);
    for (const user of Object.values(others)) {
      expect((await call(readAll, { url: "/api/admin/settings", as: user })).status).toBe(403);
      expect((await put("general", general(), user)).status).toBe(403);
    }
  });
});
