import { POST as failed } from "@/app/api/admin/partners/payouts/[id]/failed/route";
import { POST as paid } from "@/app/api/admin/partners/payouts/[id]/paid/route";
import { GET as list } from "@/app/api/admin/partners/payouts/route";
import { POST as run } from "@/app/api/admin/partners/payouts/run/route";
import { PUT as savePayment } from "@/app/api/partner/account/payment/route";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirm } from "@/app/api/payments/test-provider/confirm/route";
import { and, eq } from "drizzle-orm";
import { duePayout } from "@/lib/partners/payout-period";
import { SYSTEM_ACTOR } from "@/server/audit/record-audit";
import { getDb } from "@/server/db/client";
import {
  bookings,
  emailOutbox,
  partnerCommissions,
  partnerPayouts,
  partners,
  type PartnerRow,
  type UserRow,
} from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { partnerBalances } from "@/server/partners/ledger/balances";
import { runPayouts } from "@/server/partners/ledger/payout-run";
import { reverseCommissions } from "@/server/partners/ledger/record-commissions";
import { createBookingRow, createUser } from "@test/factories";
import { createPartner } from "@test/partners";
import { quietPaymentsTestSetup } from "@test/payments";
import { callRoute } from "@test/route-client";

quietPaymentsTestSetup();

type Answer = {
  success: boolean;
  message: string;
  clientSecret?: string;
  errors?: Record<string, string>;
  data: {
    period: string;
    created: { payout_id: number; partner_id: number; amount_pence: number }[];
    below_minimum: { partner_id: number; company_name: string; due_pence: number }[];
    status?: string;
    reference?: string;
  };
};

let admin: UserRow;
let customer: UserRow;

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  customer = await createUser();
  // Payout runs cover every Active partner; the ones other tests here leave behind are settled.
});

/** A paid guest-page booking of `pence` (business travel, 20%), completed unless told. */
async function paidRide(partner: PartnerRow, pence: number, completed = true) {
  const booking = await createBookingRow({
    user_id: customer.user_id,
    price_pence: pence,
    partner_id: partner.partner_id,
    pickup_location: "10 Downing Street, London",
    dropoff_location: "Big Ben, Westminster, London",
  });
  const intent = await callRoute<Answer>(createIntent, {
    url: "/api/create-payment-intent",
    as: customer,
    body: { booking_id: booking.booking_id, amount: pence / 100, currency: "gbp" },
  });
  const done = await callRoute<Answer>(confirm, {
    url: "/api/payments/test-provider/confirm",
    as: customer,
    body: {
      client_secret: intent.body.clientSecret!,
      card_number: "4242424242424242",
      expiry: "12/39",
      cvc: "123",
    },
  });
  expect(done.status).toBe(200);
  if (completed) {
    const db = await getDb();
    await db
      .update(bookings)
      .set({ status: "completed" })
      .where(eq(bookings.booking_id, booking.booking_id));
  }
  return booking;
}

const runAs = (as?: UserRow) =>
  callRoute<Answer>(run, { method: "POST", url: "/api/admin/partners/payouts/run", as });

const settle = (kind: "paid" | "failed", id: number | string, body: unknown, as?: UserRow) =>
  callRoute<Answer, { id: string }>(kind === "paid" ? paid : failed, {
    method: "POST",
    url: `/api/admin/partners/payouts/${id}/${kind}`,
    params: { id: String(id) },
    body,
    as,
  });

async function payoutsOf(partnerId: number) {
  const db = await getDb();
  return db.select().from(partnerPayouts).where(eq(partnerPayouts.partner_id, partnerId));
}

describe("the payout run", () => {
  it("pays each Active partner's available balance once, however often it runs at once", async () => {
    const { partner } = await createPartner();
    await paidRide(partner, 25_000); // 5000p commission
    await paidRide(partner, 10_000, false); // upcoming ride: 2000p pending, not paid out
    const answers = await Promise.all([runAs(admin), runAs(admin), runAs(admin)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const mine = answers.flatMap((answer) =>
      answer.body.data.created.filter((made) => made.partner_id === partner.partner_id),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.amount_pence).toBe(5000);
    expect(await payoutsOf(partner.partner_id)).toMatchObject([
      { gross_pence: 5000, deductions_pence: 0, amount_pence: 5000, status: "Pending" },
    ]);
    const again = await runAs(admin);
    expect(again.body.data.created.some((made) => made.partner_id === partner.partner_id)).toBe(
      false,
    );
    expect(await partnerBalances(await getDb(), partner.partner_id, new Date())).toEqual({
      earned_pence: 7000,
      available_pence: 0,
      pending_pence: 2000,
    });
  });

  it("leaves a balance under the £50 minimum for a later run, and skips inactive partners", async () => {
    const { partner: small } = await createPartner();
    await paidRide(small, 20_000); // 4000p
    const { partner: inactive } = await createPartner();
    await paidRide(inactive, 50_000);
    const db = await getDb();
    await db
      .update(partners)
      .set({ status: "Inactive" })
      .where(eq(partners.partner_id, inactive.partner_id));
    const run = await runAs(admin);
    expect(await payoutsOf(small.partner_id)).toEqual([]);
    expect(await payoutsOf(inactive.partner_id)).toEqual([]);
    // The operator is told who waits for the minimum and with how much (not inactive partners).
    const answer = run.body;
    expect(answer.data.below_minimum).toContainEqual({
      partner_id: small.partner_id,
      company_name: small.company_name,
      due_pence: 4000,
    });
    expect(answer.data.below_minimum.map((row) => row.partner_id)).not.toContain(
      inactive.partner_id,
    );
    expect(answer.message).toMatch(/below the £50\.00 minimum/);
    expect(answer.message).toContain(`${small.company_name} £40.00`);
    expect((await partnerBalances(db, small.partner_id, new Date())).available_pence).toBe(4000);
  });

  it("marks a payout paid with its reference, e-mails the partner, and refuses a second settlement", async () => {
    const { partner, user } = await createPartner();
    const saved = await callRoute(savePayment, {
      method: "PUT",
      url: "/api/partner/account/payment",
      as: user,
      body: {
        kind: "uk",
        account_holder: "Partner Ltd",
        sort_code: "20-00-00",
        account_number: "55779911",
        payout_schedule: "weekly",
      },
    });
    expect(saved.status).toBe(200);
    await paidRide(partner, 30_000);
    await runAs(admin);
    const [payout] = await payoutsOf(partner.partner_id);
    // The account the money goes to, masked, as it was when the payout was made.
    expect(payout!.account).toContain("9911");
    expect(payout!.account).not.toContain("55779911");
    const missing = await settle("paid", payout!.payout_id, {}, admin);
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.reference).toBe("Reference is required");
    const res = await settle("paid", payout!.payout_id, { reference: "BACS-0042" }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "Paid", reference: "BACS-0042" });
    const db = await getDb();
    const mail = await db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to_address, user.email),
          eq(emailOutbox.template, "partner-payout-paid"),
        ),
      );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain("BACS-0042");
    expect((await settle("paid", payout!.payout_id, { reference: "again" }, admin)).status).toBe(
      409,
    );
    expect((await settle("failed", payout!.payout_id, { reason: "late" }, admin)).status).toBe(409);
  });

  it("gives a failed payout's rows back for the next week's run", async () => {
    const { partner } = await createPartner();
    await paidRide(partner, 30_000); // 6000p
    await runAs(admin);
    const [payout] = await payoutsOf(partner.partner_id);
    const noReason = await settle("failed", payout!.payout_id, { reason: "  " }, admin);
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.reason).toBe("Reason is required");
    const res = await settle("failed", payout!.payout_id, { reason: "Account closed" }, admin);
    expect(res.status).toBe(200);
    const db = await getDb();
    expect((await partnerBalances(db, partner.partner_id, new Date())).available_pence).toBe(6000);
    const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    const result = await runPayouts({ now: nextWeek, timeZone: "UTC", actor: SYSTEM_ACTOR });
    expect(result.created.find((made) => made.partner_id === partner.partner_id)).toMatchObject({
      amount_pence: 6000,
      period: duePayout("weekly", nextWeek, "UTC").period,
    });
  });

  it("deducts a refund made after the payout from the next payout", async () => {
    const { partner } = await createPartner();
    const first = await paidRide(partner, 30_000); // 6000p, paid out this week
    await runAs(admin);
    const [payout] = await payoutsOf(partner.partner_id);
    await settle("paid", payout!.payout_id, { reference: "BACS-1" }, admin);
    // Half of the first ride refunded after its commission was paid out: 3000p back.
    await inTransaction(undefined, (tx) =>
      reverseCommissions(tx, {
        legs: [{ booking_id: first.booking_id, price_pence: 30_000 }],
        refundPence: 15_000,
        source: "re_after_payout",
        at: new Date(),
      }),
    );
    await paidRide(partner, 50_000); // 10000p
    const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    await runPayouts({ now: nextWeek, timeZone: "UTC", actor: SYSTEM_ACTOR });
    const second = (await payoutsOf(partner.partner_id)).find(
      (row) => row.payout_id !== payout!.payout_id,
    );
    expect(second).toMatchObject({
      gross_pence: 10_000,
      deductions_pence: 3000,
      amount_pence: 7000,
    });
    const db = await getDb();
    const rows = await db
      .select()
      .from(partnerCommissions)
      .where(eq(partnerCommissions.payout_id, second!.payout_id));
    expect(rows.map((row) => row.amount_pence).sort((a, b) => a - b)).toEqual([-3000, 10_000]);
  });
});

describe("who may run and settle payouts", () => {
  it("answers 401 without a session and 403 to customers, partners and drivers", async () => {
    expect((await runAs()).status).toBe(401);
    const { user: partnerUser } = await createPartner();
    const driver = await createUser({ role: "driver" });
    for (const who of [customer, partnerUser, driver]) {
      expect((await runAs(who)).status).toBe(403);
      expect((await settle("paid", 1, { reference: "x" }, who)).status).toBe(403);
      const listed = await callRoute(list, { url: "/api/admin/partners/payouts", as: who });
      expect(listed.status).toBe(403);
    }
    expect((await settle("paid", 1, { reference: "x" })).status).toBe(401);
  });

  it("answers 404 for an unknown or malformed payout id and 400 for a malformed body", async () => {
    expect((await settle("paid", 999_999, { reference: "x" }, admin)).status).toBe(404);
    expect((await settle("paid", "abc", { reference: "x" }, admin)).status).toBe(404);
    expect((await settle("paid", 1, "{not json", admin)).status).toBe(400);
    const extra = await settle("failed", 1, { reason: "x", amount: 1 }, admin);
    expect(extra.status).toBe(400);
  });

  it("lists payouts for the console, filtered by status, and refuses an unknown status", async () => {
    const listed = await callRoute<{ data: { status: string }[]; pagination: { total: number } }>(
      list,
      { url: "/api/admin/partners/payouts?status=Paid", as: admin },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.length).toBeGreaterThan(0);
    expect(listed.body.data.every((row) => row.status === "Paid")).toBe(true);
    const bad = await callRoute<Answer>(list, {
      url: "/api/admin/partners/payouts?status=Lost",
      as: admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.status).toBe("Status must be one of Pending, Paid, Failed");
  });
});
