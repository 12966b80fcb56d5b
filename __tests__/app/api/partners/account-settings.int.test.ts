import { and, eq } from "drizzle-orm";
import { GET as read } from "@/app/api/partner/account/route";
import { PUT as saveCompany } from "@/app/api/partner/account/company/route";
import { PUT as savePersonal } from "@/app/api/partner/account/personal/route";
import { ACCOUNT_SETTINGS_MESSAGES as M } from "@/lib/validations/partner-account";
import { getDb } from "@/server/db/client";
import { auditEvents, partners, users, type PartnerRow, type UserRow } from "@/server/db/schema";
import { call } from "@test/accounts";
import { createUser } from "@test/factories";
import { createPartner } from "@test/partners";

let a: { user: UserRow; partner: PartnerRow };
let b: { user: UserRow; partner: PartnerRow };

beforeAll(async () => {
  a = await createPartner();
  b = await createPartner({ company_name: "Other Partner Ltd" });
});

const put = (handler: typeof savePersonal, url: string, as: UserRow | undefined, body: unknown) =>
  call(handler, { method: "PUT", url, body, ...(as ? { as } : {}) });
const personal = (as: UserRow | undefined, body: unknown) =>
  put(savePersonal, "/api/partner/account/personal", as, body);
const company = (as: UserRow | undefined, body: unknown) =>
  put(saveCompany, "/api/partner/account/company", as, body);

const companyBody = {
  company_name: "Aurora Executive Cars",
  company_address: "5 Fleet Street",
  company_city: "London",
  company_state: "Greater London",
  company_zip: "EC4A 2AB",
  company_website: "aurora-cars.example",
  vat_number: "gb 123 4567 89",
};

describe("GET /api/partner/account", () => {
  it("answers the partner's own personal and company information", async () => {
    const res = await call(read, { as: a.user });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      personal: { first_name: "Pat", last_name: "Partner", email: a.user.email },
      pending_email: null,
      company: { company_name: a.partner.company_name, vat_number: null },
    });
    const other = await call(read, { as: b.user });
    expect(JSON.stringify(other.body)).not.toContain(a.partner.company_name);
  });

  it("needs a partner session", async () => {
    expect((await call(read, {})).status).toBe(401);
    expect((await call(read, { as: await createUser() })).status).toBe(403);
    expect((await call(read, { as: await createUser({ role: "admin" }) })).status).toBe(403);
  });
});

describe("PUT /api/partner/account/personal", () => {
  it("saves name and phone (E.164), the contact person follows, and it is audited", async () => {
    const res = await personal(a.user, {
      first_name: "Claire",
      last_name: "Bennett",
      phone_number: "07700 900456",
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.personalSaved);
    expect(res.body.data).toMatchObject({
      personal: { first_name: "Claire", last_name: "Bennett", phone_number: "+447700900456" },
    });
    const db = await getDb();
    const [partner] = await db
      .select()
      .from(partners)
      .where(eq(partners.partner_id, a.partner.partner_id));
    expect(partner).toMatchObject({
      contact_person_name: "Claire Bennett",
      contact_person_phone: "+447700900456",
    });
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entity_kind, "user"), eq(auditEvents.entity_id, String(a.user.user_id))),
      );
    expect(audit?.changes).toMatchObject({ first_name: { old: "Pat", new: "Claire" } });
    const [other] = await db.select().from(users).where(eq(users.user_id, b.user.user_id));
    expect(other?.first_name).toBe("Pat");
  });

  it("answers each validation message, unknown keys and a malformed body with 400", async () => {
    const bad = await personal(a.user, { first_name: " ", last_name: "", phone_number: "12" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      first_name: M.firstName,
      last_name: M.lastName,
      phone_number: M.phoneFormat,
    });
    const missing = await personal(a.user, { first_name: "A", last_name: "B" });
    expect(missing.body.errors).toMatchObject({ phone_number: M.phone });
    const tooLong = await personal(a.user, {
      first_name: "x".repeat(101),
      last_name: "B",
      phone_number: "+447700900456",
    });
    expect(tooLong.body.errors).toMatchObject({ first_name: "Must be at most 100 characters" });
    const sneaky = await personal(a.user, {
      first_name: "A",
      last_name: "B",
      phone_number: "+447700900456",
      email: "sneaky@example.com",
      role: "admin",
    });
    expect(sneaky.status).toBe(400);
    expect((await personal(a.user, "{oops")).status).toBe(400);
  });

  it("needs a partner session", async () => {
    const body = { first_name: "A", last_name: "B", phone_number: "+447700900456" };
    expect((await personal(undefined, body)).status).toBe(401);
    expect((await personal(await createUser(), body)).status).toBe(403);
  });
});

describe("PUT /api/partner/account/company", () => {
  it("saves the company (website and VAT normalised), audited with old and new", async () => {
    const res = await company(a.user, companyBody);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.companySaved);
    expect(res.body.data).toMatchObject({
      company: {
        company_name: "Aurora Executive Cars",
        company_city: "London",
        company_website: "https://aurora-cars.example/",
        vat_number: "GB123456789",
      },
    });
    const db = await getDb();
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity_kind, "partner"),
          eq(auditEvents.entity_id, String(a.partner.partner_id)),
        ),
      );
    expect(audit?.changes).toMatchObject({
      company_name: { old: a.partner.company_name, new: "Aurora Executive Cars" },
    });
    const [other] = await db
      .select()
      .from(partners)
      .where(eq(partners.partner_id, b.partner.partner_id));
    expect(other?.company_name).toBe("Other Partner Ltd");
    // Blank optional fields are cleared.
    const cleared = await company(a.user, { ...companyBody, company_website: "", vat_number: "" });
    expect(cleared.body.data).toMatchObject({
      company: { company_website: null, vat_number: null },
    });
  });

  it("answers each validation message, unknown keys and a malformed body with 400", async () => {
    const bad = await company(a.user, {
      ...companyBody,
      company_name: "",
      company_address: " ",
      company_zip: "x".repeat(21),
      company_website: "javascript:alert(1)",
      vat_number: "GB12",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      company_name: M.companyName,
      company_address: M.companyAddress,
      company_zip: "Must be at most 20 characters",
      company_website: M.website,
      vat_number: M.vatNumber,
    });
    expect((await company(a.user, { ...companyBody, slug: "mine" })).status).toBe(400);
    expect((await company(a.user, { ...companyBody, status: "Active" })).status).toBe(400);
    expect((await company(a.user, "[")).status).toBe(400);
  });

  it("needs a partner session; a partner account without a record reads 404", async () => {
    expect((await company(undefined, companyBody)).status).toBe(401);
    expect((await company(await createUser({ role: "driver" }), companyBody)).status).toBe(403);
    const orphan = await createUser({ role: "partner" });
    expect((await company(orphan, companyBody)).status).toBe(404);
  });
});
