import { and, eq } from "drizzle-orm";
import { GET as listRoute } from "@/app/api/admin/partners/payouts/route";
import { POST as runRoute } from "@/app/api/admin/partners/payouts/run/route";
import { POST as paidRoute } from "@/app/api/admin/partners/payouts/[id]/paid/route";
import { POST as failedRoute } from "@/app/api/admin/partners/payouts/[id]/failed/route";
import { GET as partnerDetails } from "@/app/api/admin/partners/[id]/route";
import { GET as adminStatement } from "@/app/api/admin/partners/payouts/[id]/statement/route";
import { GET as partnerStatement } from "@/app/api/partner/commission/payouts/[id]/statement/route";
import { BANK_REFERENCE_REQUIRED, FAILURE_REASON_REQUIRED } from "@/lib/validations/payout";
import { runPayouts } from "@/server/commissions/run-payouts";
import { SELF_BILLING_DECLARATION } from "@/server/commissions/statement-pdf";
import { getDb } from "@/server/db/client";
import {
  auditEvents,
  emailOutbox,
  partnerCommissions,
  type BookingRow,
  type PartnerRow,
  type UserRow,
} from "@/server/db/schema";
import { call } from "@test/accounts";
import { createUser } from "@test/factories";
import { entriesOf } from "@test/ledger";
import { createPartner } from "@test/partners";
import { fetchPdf, paidPastBooking } from "@test/payout-fixtures";

interface Payout {
  payoutId: number;
  reference: string;
  partnerId: number;
  status: string;
  commissionPence: number;
  deductionsPence: number;
  netPence: number;
  vatPence: number;
  amountPence: number;
  bankReference: string | null;
  failureReason: string | null;
}
interface Answer<T> {
  success: boolean;
  message: string;
  data: T;
  errors?: Record<string, string>;
  pagination?: { total: number };
}

let admin: UserRow;
let customer: UserRow;
let driver: UserRow;
const a = {} as { user: UserRow; partner: PartnerRow; booking: BookingRow };
const b = {} as { user: UserRow; partner: PartnerRow };
const payoutOf: Record<"a" | "b", Payout> = {} as Record<"a" | "b", Payout>;

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  customer = await createUser();
  driver = await createUser({ role: "driver" });
  Object.assign(a, await createPartner({ status: "Active", vat_number: "GB123456789" }));
  Object.assign(b, await createPartner({ status: "Active" }));
  const pending = await createPartner({ status: "Pending" });
  const small = await createPartner({ status: "Active" });
  a.booking = await paidPastBooking(a.partner, 30_000); // 6000 at 20% (airport)
  await paidPastBooking(a.partner, 10_000, 1); // not yet available (pickup 1 day ago)
  await paidPastBooking(b.partner, 25_003); // 5000.6 -> 5001
  await paidPastBooking(pending.partner, 50_000); // Pending partners are not paid out
  await paidPastBooking(small.partner, 20_000); // 4000 < £50 minimum
});

const run = (as?: UserRow) =>
  call<Answer<{ created: number; payoutIds: number[]; periodKey: string }>>(runRoute, {
    method: "POST",
    url: "/api/admin/partners/payouts/run",
    as,
  });

describe("POST /api/admin/partners/payouts/run", () => {
  it("answers 401 without a session and 403 for customers, partners and drivers", async () => {
    expect((await run()).status).toBe(401);
    for (const user of [customer, driver, a.user]) expect((await run(user)).status).toBe(403);
  });

  it("creates one payout per Active partner at or above the minimum, once", async () => {
    const first = await run(admin);
    expect(first.status).toBe(200);
    expect(first.body.data.created).toBe(2);
    expect(first.body.message).toBe("2 payouts created");
    const again = await run(admin);
    expect(again.body.data).toMatchObject({ created: 0, payoutIds: [] });
    expect(again.body.message).toBe("0 payouts created");

    const list = await call<Answer<Payout[]>>(listRoute, {
      url: "/api/admin/partners/payouts?page_size=50",
      as: admin,
    });
    expect(list.body.data).toHaveLength(2);
    payoutOf.a = list.body.data.find((row) => row.partnerId === a.partner.partner_id)!;
    payoutOf.b = list.body.data.find((row) => row.partnerId === b.partner.partner_id)!;
    expect(payoutOf.a).toMatchObject({
      status: "pending",
      commissionPence: 6000,
      deductionsPence: 0,
      netPence: 6000,
      vatPence: 1200, // self-billed: 20% VAT on the net
      amountPence: 7200,
    });
    expect(payoutOf.b).toMatchObject({ netPence: 5001, vatPence: 0, amountPence: 5001 });
    const [row] = await entriesOf(a.booking.booking_id);
    expect(row?.payout_id).toBe(payoutOf.a.payoutId);
  });
});

describe("GET /api/admin/partners/payouts", () => {
  const list = (query: string, as: UserRow | null = admin) =>
    call<Answer<Payout[]>>(listRoute, {
      url: `/api/admin/partners/payouts${query}`,
      as: as ?? undefined,
    });

  it("filters by status and partner, and pages", async () => {
    const byPartner = await list(`?partner_id=${b.partner.partner_id}&status=pending`);
    expect(byPartner.body.data.map((row) => row.partnerId)).toEqual([b.partner.partner_id]);
    const page = await list("?page_size=10&page=2");
    expect(page.body.data).toEqual([]);
    expect(page.body.pagination?.total).toBe(2);
    expect((await list("?q=PO-")).body.data).toHaveLength(2);
  });

  it("refuses bad filters with 400 and field errors", async () => {
    const bad = await list("?status=done");
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.status).toBe("Status must be one of pending, paid, failed");
    expect((await list("?partner_id=x")).body.errors?.partner_id).toBe(
      "Partner must be a partner id",
    );
    expect((await list("?page_size=7")).status).toBe(400);
    expect((await list("?colour=red")).status).toBe(400);
  });

  it("is for administrators only", async () => {
    expect((await list("", null)).status).toBe(401);
    expect((await list("", a.user)).status).toBe(403);
    expect((await list("", customer)).status).toBe(403);
  });
});

const mark = (
  handler: typeof paidRoute,
  id: number | string,
  body: unknown,
  as: UserRow | null = admin,
) =>
  call<Answer<Payout>, { id: string }>(handler, {
    method: "POST",
    url: `/api/admin/partners/payouts/${id}`,
    params: { id: String(id) },
    body,
    as: as ?? undefined,
  });

describe("POST /api/admin/partners/payouts/{id}/paid and /failed", () => {
  it("validate the body: reference and reason required, unknown keys and bad JSON refused", async () => {
    const id = payoutOf.a.payoutId;
    const empty = await mark(paidRoute, id, { bank_reference: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.bank_reference).toBe(BANK_REFERENCE_REQUIRED);
    expect((await mark(paidRoute, id, {})).body.errors?.bank_reference).toBe(
      BANK_REFERENCE_REQUIRED,
    );
    expect((await mark(paidRoute, id, { bank_reference: "x".repeat(101) })).status).toBe(400);
    expect((await mark(paidRoute, id, { bank_reference: "R1", status: "paid" })).status).toBe(400);
    expect((await mark(paidRoute, id, "{not json")).status).toBe(400);
    const noReason = await mark(failedRoute, id, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.reason).toBe(FAILURE_REASON_REQUIRED);
    expect((await mark(failedRoute, id, { reason: "no" })).body.errors?.reason).toBe(
      "The reason must be at least 3 characters",
    );
  });

  it("answer 401, 403 and 404 for no session, other roles and unknown payouts", async () => {
    const id = payoutOf.a.payoutId;
    expect((await mark(paidRoute, id, { bank_reference: "R1" }, null)).status).toBe(401);
    for (const user of [customer, driver, a.user])
      expect((await mark(paidRoute, id, { bank_reference: "R1" }, user)).status).toBe(403);
    expect((await mark(paidRoute, 999_999, { bank_reference: "R1" })).status).toBe(404);
    expect((await mark(failedRoute, "abc", { reason: "Closed account" })).status).toBe(404);
  });

  it("marks paid with the reference, audits it and e-mails the partner; a second time is 409", async () => {
    const res = await mark(paidRoute, payoutOf.a.payoutId, { bank_reference: "BACS-778812" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "paid", bankReference: "BACS-778812" });
    const again = await mark(paidRoute, payoutOf.a.payoutId, { bank_reference: "BACS-1" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This payout is already paid");
    expect((await mark(failedRoute, payoutOf.a.payoutId, { reason: "Too late" })).status).toBe(409);
    const db = await getDb();
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "payout-paid"));
    expect(mails.map((mail) => mail.to_address)).toEqual([a.user.email]);
    expect(mails[0]?.text).toContain("BACS-778812");
    const audit = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "payout_paid"), eq(auditEvents.actor_id, admin.user_id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.changes).toEqual({ payout_status: { old: "pending", new: "paid" } });
  });

  it("marks failed with a reason, gives the rows back to the next run, and e-mails the reason", async () => {
    const res = await mark(failedRoute, payoutOf.b.payoutId, { reason: "Account closed" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "failed", failureReason: "Account closed" });
    const db = await getDb();
    const rows = await db
      .select()
      .from(partnerCommissions)
      .where(eq(partnerCommissions.partner_id, b.partner.partner_id));
    expect(rows.every((row) => row.payout_id === null)).toBe(true);
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "payout-failed"));
    expect(mail?.to_address).toBe(b.user.email);
    expect(mail?.text).toContain("Account closed");
    // this week's run is done; next week's takes the rows again
    expect((await run(admin)).body.data.created).toBe(0);
    const nextWeek = await runPayouts({
      actor: { kind: "admin", id: admin.user_id, label: null },
      now: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    });
    expect(nextWeek.created).toBe(1);
    expect((await mark(paidRoute, payoutOf.b.payoutId, { bank_reference: "R" })).status).toBe(409);
  });
});

describe("GET /api/admin/partners/{id} (View Details)", () => {
  it("shows the balance: available, not yet available, pending payouts and total paid", async () => {
    const res = await call<Answer<{ balance: Record<string, number> }>, { id: string }>(
      partnerDetails,
      {
        url: `/api/admin/partners/${a.partner.partner_id}`,
        params: { id: String(a.partner.partner_id) },
        as: admin,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.balance).toEqual({
      available_pence: 0,
      not_yet_available_pence: 2000, // the ride a day ago
      pending_payouts_pence: 0,
      total_paid_pence: 7200,
    });
  });
});

describe("statements", () => {
  it("give the administrator a self-billed invoice for a VAT-registered partner", async () => {
    const pdf = await fetchPdf(adminStatement, payoutOf.a.payoutId, admin);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toContain(payoutOf.a.reference);
    for (const text of [
      "Self-billed invoice",
      payoutOf.a.reference,
      a.partner.company_name,
      "GB123456789",
      a.booking.booking_reference,
      "Airport Transfers",
      "£300.00",
      "20%",
      "£60.00",
      "VAT at 20%",
      "£12.00",
      "£72.00",
      "BACS-778812",
      SELF_BILLING_DECLARATION,
    ])
      expect(pdf.text).toContain(text);
  });

  it("give a partner without a VAT number a remittance statement, its own only", async () => {
    const own = await fetchPdf(partnerStatement, payoutOf.b.payoutId, b.user);
    expect(own.status).toBe(200);
    expect(own.text).toContain("Remittance statement");
    expect(own.text).toContain("£50.01");
    expect(own.text).not.toContain("VAT");
    expect(own.text).not.toContain(SELF_BILLING_DECLARATION);
    expect((await fetchPdf(partnerStatement, payoutOf.a.payoutId, b.user)).status).toBe(404);
    expect((await fetchPdf(partnerStatement, 999_999, b.user)).status).toBe(404);
    expect((await fetchPdf(partnerStatement, "x", b.user)).status).toBe(404);
  });

  it("are refused without a session or to the wrong role", async () => {
    expect((await fetchPdf(partnerStatement, payoutOf.b.payoutId)).status).toBe(401);
    expect((await fetchPdf(partnerStatement, payoutOf.b.payoutId, customer)).status).toBe(403);
    expect((await fetchPdf(partnerStatement, payoutOf.b.payoutId, admin)).status).toBe(403);
    expect((await fetchPdf(adminStatement, payoutOf.b.payoutId)).status).toBe(401);
    expect((await fetchPdf(adminStatement, payoutOf.b.payoutId, b.user)).status).toBe(403);
    expect((await fetchPdf(adminStatement, 999_999, admin)).status).toBe(404);
  });
});
