import { and, desc, eq } from "drizzle-orm";
import { POST as addPartner } from "@/app/api/admin/partners/route";
import { GET as readPartner } from "@/app/api/admin/partners/[id]/route";
import { GET as partnerBookings } from "@/app/api/admin/partners/[id]/bookings/route";
import { GET as partnerTickets } from "@/app/api/admin/partners/[id]/tickets/route";
import { POST as resetWithToken } from "@/app/api/auth/reset-password-with-token/route";
import { ACCOUNT_SETTINGS_MESSAGES as M } from "@/lib/validations/partner-account";
import { PARTNER_MESSAGES } from "@/lib/validations/partner-registration";
import { authenticate } from "@/server/auth/authenticate";
import { getDb } from "@/server/db/client";
import {
  auditEvents,
  emailOutbox,
  partners,
  users,
  type PartnerRow,
  type UserRow,
} from "@/server/db/schema";
import { PARTNER_EMAIL_TAKEN_MESSAGE } from "@/server/partners/register-partner";
import { createTicket } from "@/server/partners/tickets";
import { SYSTEM_ACTOR } from "@/server/audit/record-audit";
import { call, freshAddress } from "@test/accounts";
import { createBookingRow, createUser } from "@test/factories";
import { paidPartnerBooking } from "@test/ledger";
import { createPartner } from "@test/partners";

let admin: UserRow;
let a: { user: UserRow; partner: PartnerRow };
let b: { user: UserRow; partner: PartnerRow };

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  a = await createPartner({ company_name: "Aurora Travel" });
  b = await createPartner({ company_name: "Borealis Cars" });
});

const invite = {
  contactPersonName: "Nadia Okafor",
  contactPersonEmail: "Nadia@Okafor-Cars.example",
  contactPersonPhone: "+44 7700 900789",
  companyName: "Okafor Executive Cars",
  companyPhone: "020 7946 0002",
  companyAddress: "9 Demo Road, London",
  companyRegistration: "12345678",
};
const add = (as: UserRow | undefined, body: unknown) =>
  call(addPartner, { url: "/api/admin/partners", body, ...(as ? { as } : {}) });

describe("POST /api/admin/partners (Add Partner)", () => {
  it("creates the account and an Active partner, audits it and e-mails a set-password link", async () => {
    const res = await add(admin, invite);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(M.partnerAdded);
    expect(res.body.data).toMatchObject({
      status: "Active",
      company_name: "Okafor Executive Cars",
      contact_person_email: "nadia@okafor-cars.example",
      slug: "okafor-executive-cars",
    });
    const db = await getDb();
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.email, "nadia@okafor-cars.example"));
    expect(user).toMatchObject({ role: "partner", first_name: "Nadia", last_name: "Okafor" });
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "created"), eq(auditEvents.entity_kind, "partner")))
      .orderBy(desc(auditEvents.id));
    expect(audit).toMatchObject({ actor_kind: "admin", actor_id: admin.user_id });
    expect(audit?.context).toMatchObject({ channel: "console" });
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to_address, "nadia@okafor-cars.example"));
    expect(mail?.template).toBe("partner-invitation");
    const token = decodeURIComponent(/\/set-password\?token=([\w%-]+)/.exec(mail!.text)![1]!);

    // The link sets a password, and the partner can then sign in with it.
    const set = await call(resetWithToken, {
      url: "/api/auth/reset-password-with-token",
      body: { token, newPassword: "okafor-cars-2026" },
      headers: freshAddress(),
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ home: "/partner-dashboard", first_password: true });
    const templates = await db
      .select({ template: emailOutbox.template })
      .from(emailOutbox)
      .where(eq(emailOutbox.to_address, "nadia@okafor-cars.example"));
    expect(templates.map((m) => m.template)).toEqual(["partner-invitation"]);
    await expect(
      authenticate({
        email: "nadia@okafor-cars.example",
        password: "okafor-cars-2026",
        address: "10.1.2.3",
      }),
    ).resolves.toMatchObject({ user_id: user!.user_id });
  });

  it("refuses a taken e-mail with 409 and a field error", async () => {
    const res = await add(admin, { ...invite, contactPersonEmail: a.user.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ contactPersonEmail: PARTNER_EMAIL_TAKEN_MESSAGE });
  });

  it("answers each validation message, unknown keys and a malformed body with 400", async () => {
    const res = await add(admin, {
      contactPersonName: "",
      contactPersonEmail: "nope",
      contactPersonPhone: "12",
      companyName: " ",
      companyPhone: "",
      companyAddress: "",
      companyRegistration: "",
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      contactPersonName: PARTNER_MESSAGES.contactName,
      contactPersonEmail: PARTNER_MESSAGES.invalidEmail,
      contactPersonPhone: PARTNER_MESSAGES.phoneFormat,
      companyName: PARTNER_MESSAGES.companyName,
      companyPhone: PARTNER_MESSAGES.companyPhone,
      companyAddress: PARTNER_MESSAGES.companyAddress,
      companyRegistration: PARTNER_MESSAGES.companyRegistration,
    });
    expect((await add(admin, { ...invite, status: "Active" })).status).toBe(400);
    expect((await add(admin, { ...invite, password: "x" })).status).toBe(400);
    expect((await add(admin, "{oops")).status).toBe(400);
  });

  it("is for administrators only", async () => {
    expect((await add(undefined, invite)).status).toBe(401);
    expect((await add(a.user, invite)).status).toBe(403);
    expect((await add(await createUser(), invite)).status).toBe(403);
    const db = await getDb();
    const rows = await db
      .select()
      .from(partners)
      .where(eq(partners.company_name, "Okafor Executive Cars"));
    expect(rows).toHaveLength(1);
  });
});

describe("View Details: a partner's bookings, ledger figures and tickets", () => {
  beforeAll(async () => {
    const customer = await createUser();
    await paidPartnerBooking(a.partner, { price_pence: 10_000 });
    for (let n = 0; n < 11; n += 1)
      await createBookingRow({ user_id: customer.user_id, partner_id: a.partner.partner_id });
    await createBookingRow({ user_id: customer.user_id, partner_id: b.partner.partner_id });
    await createTicket({
      partner: a.partner,
      data: { subject: "Payout question", message: "When is the next payout?" },
      actor: SYSTEM_ACTOR,
    });
    await createTicket({
      partner: b.partner,
      data: { subject: "Borealis only", message: "Not for Aurora." },
      actor: SYSTEM_ACTOR,
    });
  });
  const id = (p: PartnerRow) => ({ id: String(p.partner_id) });

  it("pages the partner's own bookings only", async () => {
    const first = await call(partnerBookings, {
      url: `/api/admin/partners/${a.partner.partner_id}/bookings?page_size=10`,
      params: id(a.partner),
      as: admin,
    });
    expect(first.status).toBe(200);
    const body = first.body as unknown as {
      data: { booking_id: number }[];
      pagination: { total: number };
    };
    expect(body.data).toHaveLength(10);
    expect(body.pagination.total).toBe(12);
    const second = await call(partnerBookings, {
      url: `/api/admin/partners/${a.partner.partner_id}/bookings?page_size=10&page=2`,
      params: id(a.partner),
      as: admin,
    });
    const secondIds = (second.body.data as { booking_id: number }[]).map((row) => row.booking_id);
    expect(secondIds).toHaveLength(2);
    for (const row of body.data) expect(secondIds).not.toContain(row.booking_id);
    const bad = await call(partnerBookings, {
      url: `/api/admin/partners/${a.partner.partner_id}/bookings?page=0&status=nope`,
      params: id(a.partner),
      as: admin,
    });
    expect(bad.status).toBe(400);
  });

  it("answers the ledger's commission figures in pence", async () => {
    const res = await call(readPartner, { params: id(a.partner), as: admin });
    expect(res.body.data).toMatchObject({
      ledger: {
        commissioned_pence: 10_000,
        commission_pence: 2_000,
        reversed_pence: 0,
        net_commission_pence: 2_000,
      },
    });
    const other = await call(readPartner, { params: id(b.partner), as: admin });
    expect(other.body.data).toMatchObject({ ledger: { commission_pence: 0 } });
  });

  it("lists the partner's own tickets only", async () => {
    const res = await call(partnerTickets, { params: id(a.partner), as: admin });
    expect(res.status).toBe(200);
    const subjects = (res.body.data as { subject: string }[]).map((ticket) => ticket.subject);
    expect(subjects).toEqual(["Payout question"]);
  });

  it("answers 404 for an unknown partner or a malformed id, and only to administrators", async () => {
    for (const handler of [partnerBookings, partnerTickets]) {
      expect((await call(handler, { params: { id: "999999" }, as: admin })).status).toBe(404);
      expect((await call(handler, { params: { id: "abc" }, as: admin })).status).toBe(404);
      expect((await call(handler, { params: id(a.partner) })).status).toBe(401);
      expect((await call(handler, { params: id(a.partner), as: a.user })).status).toBe(403);
      expect((await call(handler, { params: id(b.partner), as: a.user })).status).toBe(403);
    }
  });
});
