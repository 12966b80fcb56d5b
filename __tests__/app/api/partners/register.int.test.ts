import { eq } from "drizzle-orm";
import { POST as register } from "@/app/api/partners/register/route";
import { PARTNER_MESSAGES } from "@/lib/validations/partner-registration";
import { verifyPassword } from "@/server/auth/passwords";
import { getDb } from "@/server/db/client";
import { auditEvents, emailOutbox, partners, users } from "@/server/db/schema";
import {
  PARTNER_EMAIL_TAKEN_MESSAGE,
  PARTNER_REGISTER_LIMITS,
} from "@/server/partners/register-partner";
import { call, freshAddress } from "@test/accounts";
import { createUser } from "@test/factories";
import { partnerRegistrationPayload } from "@test/partners";

const url = "/api/partners/register";
const post = (body: unknown, headers = freshAddress()) =>
  call(register, { method: "POST", url, body, headers });

async function outboxTo(address: string) {
  const db = await getDb();
  return db.select().from(emailOutbox).where(eq(emailOutbox.to_address, address));
}

describe("POST /api/partners/register", () => {
  it("creates a partner account and a Pending partner with a slug, audit row and both e-mails (201)", async () => {
    const payload = partnerRegistrationPayload({ email: " New.Partner@Bennett.Example " });
    const res = await post(payload);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: PARTNER_MESSAGES.success });
    const data = res.body.data as { partner_id: number; user_id: number; slug: string };
    expect(data).toMatchObject({ slug: "bennett-executive-travel", status: "Pending" });
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.user_id, data.user_id));
    expect(user).toMatchObject({
      role: "partner",
      email: "new.partner@bennett.example",
      first_name: "Claire",
      last_name: "Bennett",
      phone_number: "+447700900456",
    });
    expect(await verifyPassword(user!.password_hash, "limousine-2026")).toBe(true);
    const [partner] = await db
      .select()
      .from(partners)
      .where(eq(partners.partner_id, data.partner_id));
    expect(partner).toMatchObject({
      user_id: data.user_id,
      status: "Pending",
      company_name: "Bennett Executive Travel",
      company_phone: "+442079460001",
      company_registration: "09876543",
      rate_airport_bps: 2000,
      rate_hourly_bps: 2000,
      rate_events_bps: 2500,
      rate_business_bps: 2000,
      approved_at: null,
    });
    const mails = await outboxTo("new.partner@bennett.example");
    expect(mails.map((m) => m.template)).toEqual(["partner-registered"]);
    expect(mails[0]!.text).toContain("under review");
    const ops = await outboxTo("operations@example.com");
    expect(
      ops.some((m) => m.subject === "New partner registration: Bennett Executive Travel"),
    ).toBe(true);
    const audit = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity_id, String(data.partner_id)));
    expect(audit.find((row) => row.entity_kind === "partner")).toMatchObject({
      action: "created",
      actor_kind: "partner",
      context: { channel: "registration", user_id: data.user_id },
    });
  });

  it("gives a second company with the same name the next free slug", async () => {
    const first = await post(partnerRegistrationPayload({ companyName: "Slug Twins & Co." }));
    const second = await post(partnerRegistrationPayload({ companyName: "Slug Twins & Co." }));
    expect((first.body.data as { slug: string }).slug).toBe("slug-twins-co");
    expect((second.body.data as { slug: string }).slug).toBe("slug-twins-co-2");
  });

  it("answers 409 for an e-mail that already has an account, whatever its role", async () => {
    const existing = await createUser({ email: "taken@bennett.example" });
    const res = await post(partnerRegistrationPayload({ email: "TAKEN@bennett.example" }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: PARTNER_EMAIL_TAKEN_MESSAGE });
    const db = await getDb();
    expect(await db.$count(partners, eq(partners.user_id, existing.user_id))).toBe(0);
  });

  it.each([
    ["contactPersonName", "", PARTNER_MESSAGES.contactName],
    ["contactPersonEmail", "", PARTNER_MESSAGES.contactEmail],
    ["contactPersonEmail", "not-an-email", PARTNER_MESSAGES.invalidEmail],
    ["contactPersonPhone", "", PARTNER_MESSAGES.contactPhone],
    ["contactPersonPhone", "12345", PARTNER_MESSAGES.phoneFormat],
    ["companyName", " ", PARTNER_MESSAGES.companyName],
    ["companyPhone", "", PARTNER_MESSAGES.companyPhone],
    ["companyPhone", "phone", PARTNER_MESSAGES.phoneFormat],
    ["companyAddress", "", PARTNER_MESSAGES.companyAddress],
    ["companyRegistration", "", PARTNER_MESSAGES.companyRegistration],
    ["email", "", "Email is required"],
    ["email", "nobody", "Invalid email address"],
    ["password", "", "Password is required"],
    ["password", "short", "Password must be at least 8 characters"],
    ["confirmPassword", "", "Please confirm your password"],
    ["confirmPassword", "limousine-2027", "Passwords do not match."],
  ])("refuses %s = %j with '%s' (400)", async (field, value, message) => {
    const res = await post(partnerRegistrationPayload({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
  });

  it.each(["status", "role", "slug", "rate_airport_bps", "partner_id"])(
    "refuses a body that tries to set %s",
    async (key) => {
      const res = await post(partnerRegistrationPayload({ [key]: "Active" }));
      expect(res.status).toBe(400);
    },
  );

  it("answers 400 for a malformed body and for a missing one", async () => {
    expect((await post("{not json")).status).toBe(400);
    expect((await post([])).status).toBe(400);
  });

  it("limits registrations per address (429)", async () => {
    const headers = freshAddress();
    for (let i = 0; i < PARTNER_REGISTER_LIMITS.perAddress; i += 1) {
      await post({}, headers);
    }
    const res = await post(partnerRegistrationPayload(), headers);
    expect(res.status).toBe(429);
  });
});
