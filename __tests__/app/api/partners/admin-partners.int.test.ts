import { eq } from "drizzle-orm";
import { GET as listPartners } from "@/app/api/admin/partners/route";
import { GET as countPartners } from "@/app/api/admin/partners/counts/route";
import { GET as readPartner, PATCH as patchPartner } from "@/app/api/admin/partners/[id]/route";
import { RATE_MESSAGE, SLUG_MESSAGE } from "@/lib/validations/partner-admin";
import { getDb } from "@/server/db/client";
import { auditEvents, emailOutbox, type PartnerRow, type UserRow } from "@/server/db/schema";
import { SLUG_TAKEN_MESSAGE } from "@/server/partners/update-partner";
import { call } from "@test/accounts";
import { createBookingRow, createUser } from "@test/factories";
import { createPartner } from "@test/partners";

let admin: UserRow;
let pending: { user: UserRow; partner: PartnerRow };
let active: { user: UserRow; partner: PartnerRow };

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  pending = await createPartner({ status: "Pending", company_name: "Zephyr Cars" });
  active = await createPartner({ status: "Active", company_name: "Aurora Travel" });
  const customer = await createUser();
  await createBookingRow({
    user_id: customer.user_id,
    partner_id: active.partner.partner_id,
    price_pence: 12000,
    payment_status: "paid",
  });
  await createBookingRow({
    user_id: customer.user_id,
    partner_id: active.partner.partner_id,
    price_pence: 5000,
  });
  await createBookingRow({ user_id: customer.user_id, price_pence: 99999, payment_status: "paid" });
});

const patch = (id: number, body: unknown) =>
  call(patchPartner, {
    method: "PATCH",
    url: `/api/admin/partners/${id}`,
    body,
    as: admin,
    params: { id: String(id) },
  });

describe("Partner Management", () => {
  it("counts partners by status and the paid revenue through partners", async () => {
    const res = await call(countPartners, { as: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      total: 2,
      active: 1,
      pending: 1,
      inactive: 0,
      average_rating: null,
      revenue_pence: 12000,
    });
  });

  it("lists partners with bookings and revenue, searched and filtered by status", async () => {
    const all = await call(listPartners, {
      url: "/api/admin/partners?sort=company_name",
      as: admin,
    });
    const rows = all.body.data as {
      company_name: string;
      bookings_count: number;
      revenue_pence: number;
    }[];
    expect(rows.map((r) => r.company_name)).toEqual(["Aurora Travel", "Zephyr Cars"]);
    expect(rows[0]).toMatchObject({ bookings_count: 2, revenue_pence: 12000 });
    const filtered = await call(listPartners, {
      url: "/api/admin/partners?status=Pending",
      as: admin,
    });
    expect((filtered.body.data as { company_name: string }[]).map((r) => r.company_name)).toEqual([
      "Zephyr Cars",
    ]);
    const searched = await call(listPartners, { url: "/api/admin/partners?q=auro", as: admin });
    expect((searched.body.data as unknown[]).length).toBe(1);
    expect(
      (await call(listPartners, { url: "/api/admin/partners?status=Gone", as: admin })).status,
    ).toBe(400);
    expect(
      (await call(listPartners, { url: "/api/admin/partners?colour=red", as: admin })).status,
    ).toBe(400);
  });

  it("shows one partner's details with its rates (404 for none)", async () => {
    const res = await call(readPartner, {
      as: admin,
      params: { id: String(active.partner.partner_id) },
    });
    expect(res.body.data).toMatchObject({
      company_name: "Aurora Travel",
      rate_events_bps: 2500,
      bookings_count: 2,
    });
    expect((await call(readPartner, { as: admin, params: { id: "999999" } })).status).toBe(404);
    expect((await call(readPartner, { as: admin, params: { id: "abc" } })).status).toBe(404);
  });

  it("approves a Pending partner: Active, approved_at, audit row, e-mail to the partner", async () => {
    const res = await patch(pending.partner.partner_id, { status: "Active" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "Active" });
    expect((res.body.data as { approved_at: string | null }).approved_at).not.toBeNull();
    const db = await getDb();
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to_address, pending.user.email));
    expect(mails.map((m) => m.template)).toEqual(["partner-approved"]);
    expect(mails[0]!.text).toContain(`/p/${pending.partner.slug}`);
    const audit = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity_id, String(pending.partner.partner_id)));
    expect(audit.find((a) => a.entity_kind === "partner")).toMatchObject({
      action: "approved",
      actor_kind: "admin",
      changes: { status: { old: "Pending", new: "Active" } },
    });
  });

  it("deactivates and reactivates, sets the rates and the slug, each audited", async () => {
    const id = active.partner.partner_id;
    expect((await patch(id, { status: "Inactive" })).body.data).toMatchObject({
      status: "Inactive",
    });
    expect((await patch(id, { status: "Active" })).body.data).toMatchObject({ status: "Active" });
    const rates = await patch(id, { rate_airport_bps: 1500, rate_events_bps: 3000 });
    expect(rates.body.data).toMatchObject({
      rate_airport_bps: 1500,
      rate_events_bps: 3000,
      rate_hourly_bps: 2000,
    });
    const slug = await patch(id, { slug: "Aurora-Travel" });
    expect(slug.body.data).toMatchObject({ slug: "aurora-travel" });
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity_id, String(id)));
    expect(audit.filter((a) => a.entity_kind === "partner").map((a) => a.action)).toEqual([
      "status_changed",
      "status_changed",
      "updated",
      "updated",
    ]);
  });

  it("refuses a status move the partner state machine does not allow: 409, nothing changed", async () => {
    const applicant = await createPartner({ status: "Pending", company_name: "Unreviewed Cars" });
    const id = applicant.partner.partner_id;
    const stopped = await patch(id, { status: "Inactive", rate_airport_bps: 1000 });
    expect(stopped.status).toBe(409);
    expect(stopped.body).toMatchObject({
      success: false,
      message: "A Pending partner cannot be changed to Inactive",
    });
    const back = await patch(active.partner.partner_id, { status: "Pending" });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe("An Active partner cannot be changed to Pending");
    const read = await call(readPartner, { as: admin, params: { id: String(id) } });
    expect(read.body.data).toMatchObject({ status: "Pending", rate_airport_bps: 2000 });
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity_id, String(id)));
    expect(audit.filter((a) => a.entity_kind === "partner" && a.action !== "created")).toEqual([]);
  });

  it("answers 409 for a slug another partner has", async () => {
    const res = await patch(pending.partner.partner_id, { slug: "aurora-travel" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SLUG_TAKEN_MESSAGE);
  });

  it.each([
    [{ slug: "A" }, "slug", SLUG_MESSAGE],
    [{ slug: "bad slug!" }, "slug", SLUG_MESSAGE],
    [{ rate_airport_bps: 10001 }, "rate_airport_bps", RATE_MESSAGE],
    [{ rate_hourly_bps: 12.5 }, "rate_hourly_bps", RATE_MESSAGE],
    [{ rate_business_bps: "20" }, "rate_business_bps", RATE_MESSAGE],
    [{ status: "Deleted" }, "status", "Status must be one of Active, Pending, Inactive"],
  ])("refuses %j with the field's message", async (body, field, message) => {
    const res = await patch(active.partner.partner_id, body);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
  });

  it("refuses an empty change, unknown fields and a malformed body; 404 for no such partner", async () => {
    expect((await patch(active.partner.partner_id, {})).status).toBe(400);
    expect((await patch(active.partner.partner_id, { user_id: 1 })).status).toBe(400);
    expect((await patch(active.partner.partner_id, "{oops")).status).toBe(400);
    expect((await patch(999999, { status: "Active" })).status).toBe(404);
  });
});
