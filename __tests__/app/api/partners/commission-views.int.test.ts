import type { LedgerLine } from "@/components/partners/commission/ledger-line-columns";
import { GET as payoutDetails } from "@/app/api/partner/commission/payouts/[id]/route";
import { GET as payouts } from "@/app/api/partner/commission/payouts/route";
import { GET as summary } from "@/app/api/partner/commission/summary/route";
import { GET as exportCsv } from "@/app/api/partner/commission/transactions/export/route";
import { GET as transactions } from "@/app/api/partner/commission/transactions/route";
import { getDb } from "@/server/db/client";
import {
  partnerCommissions,
  partnerPayouts,
  type PartnerRow,
  type UserRow,
} from "@/server/db/schema";
import { createBookingRow, createUser } from "@test/factories";
import { createPartner } from "@test/partners";
import { callRoute } from "@test/route-client";

type List<T> = {
  success: boolean;
  data: T[];
  pagination: { total: number };
  errors?: Record<string, string>;
};
/** A Transaction History row: the ledger line the screens show, and how the booking was paid. */
interface Transaction extends LedgerLine {
  payment_method: string;
}

let a: { user: UserRow; partner: PartnerRow };
let b: { user: UserRow; partner: PartnerRow };
let customer: UserRow;
let paidPayoutOfB: number;

async function ledgerRow(
  partner: PartnerRow,
  row: {
    price: number;
    amount: number;
    category: "airport" | "hourly" | "events" | "business";
    kind?: "commission" | "reversal";
    payoutId?: number;
    completed?: boolean;
  },
) {
  const booking = await createBookingRow({
    user_id: customer.user_id,
    price_pence: row.price,
    partner_id: partner.partner_id,
    payment_status: "paid",
    status: row.completed ? "completed" : "paid",
  });
  const db = await getDb();
  await db.insert(partnerCommissions).values({
    partner_id: partner.partner_id,
    booking_id: booking.booking_id,
    kind: row.kind ?? "commission",
    category: row.category,
    rate_bps: 2000,
    base_pence: row.price,
    amount_pence: row.amount,
    source: `seed-${booking.booking_id}`,
    payout_id: row.payoutId ?? null,
  });
  return booking;
}

beforeAll(async () => {
  customer = await createUser();
  a = await createPartner();
  b = await createPartner();
  await ledgerRow(a.partner, { price: 25_000, amount: 5000, category: "airport", completed: true });
  await ledgerRow(a.partner, { price: 10_000, amount: 2000, category: "hourly" });
  await ledgerRow(a.partner, { price: 5_000, amount: -1000, category: "hourly", kind: "reversal" });
  const db = await getDb();
  const [payout] = await db
    .insert(partnerPayouts)
    .values({
      partner_id: b.partner.partner_id,
      period: "2026-W40",
      gross_pence: 9000,
      deductions_pence: 0,
      amount_pence: 9000,
      status: "Paid",
      reference: "BACS-B",
    })
    .returning();
  paidPayoutOfB = payout!.payout_id;
  await ledgerRow(b.partner, {
    price: 45_000,
    amount: 9000,
    category: "events",
    payoutId: paidPayoutOfB,
    completed: true,
  });
});

const get = <T>(handler: typeof summary, url: string, as?: UserRow) =>
  callRoute<T>(handler, { url, as });
const details = <T>(id: string, as?: UserRow) =>
  callRoute<T, { id: string }>(payoutDetails, {
    url: `/api/partner/commission/payouts/${id}`,
    as,
    params: { id },
  });

describe("the partner's commission screens", () => {
  it("summarises earnings, categories and balances from the partner's own ledger", async () => {
    const res = await get<{
      data: {
        cards: { key: string; pence: number }[];
        by_category: { label: string; pence: number }[];
        series: { pence: number }[];
        balances: Record<string, number>;
      };
    }>(summary, "/api/partner/commission/summary", a.user);
    expect(res.status).toBe(200);
    const { cards, by_category, series, balances } = res.body.data;
    expect(cards.find((card) => card.key === "total")!.pence).toBe(6000);
    expect(cards.find((card) => card.key === "today")!.pence).toBe(6000);
    expect(by_category).toEqual([
      { category: "airport", label: "Airport Transfers", pence: 5000 },
      { category: "hourly", label: "Hourly Charter", pence: 1000 },
      { category: "events", label: "Events & Occasions", pence: 0 },
      { category: "business", label: "Business Travel", pence: 0 },
    ]);
    expect(series.reduce((sum, day) => sum + day.pence, 0)).toBe(6000);
    // The completed airport ride is available; the upcoming hourly one and its reversal are not yet.
    expect(balances).toEqual({
      available_pence: 5000,
      not_yet_available_pence: 1000,
      pending_payouts_pence: 0,
      pending_payouts_vat_pence: 0,
      total_paid_pence: 0,
      total_paid_vat_pence: 0,
    });
    const theirs = await get<{ data: { balances: Record<string, number> } }>(
      summary,
      "/api/partner/commission/summary",
      b.user,
    );
    expect(theirs.body.data.balances.total_paid_pence).toBe(9000);
  });

  it("lists only the partner's own transactions with the spec's columns, filtered", async () => {
    const res = await get<List<Transaction>>(
      transactions,
      "/api/partner/commission/transactions",
      a.user,
    );
    expect(res.status).toBe(200);
    expect(res.body.pagination.total).toBe(3);
    expect(res.body.data.map((row) => row.status).sort()).toEqual([
      "Available",
      "Pending",
      "Reversed",
    ]);
    expect(res.body.data[0]).toMatchObject({
      transaction_id: expect.stringMatching(/^TX-\d{6}$/),
      payment_method: "Card",
    });
    const hourly = await get<List<Transaction>>(
      transactions,
      "/api/partner/commission/transactions?category=hourly&status=Reversed",
      a.user,
    );
    expect(hourly.body.data).toMatchObject([
      { service_type: "Hourly Charter", amount_pence: -5000, commission_pence: -1000 },
    ]);
    const paid = await get<List<Transaction>>(
      transactions,
      "/api/partner/commission/transactions?status=Paid",
      b.user,
    );
    expect(paid.body.data).toHaveLength(1);
    for (const [query, field] of [
      ["?category=taxi", "category"],
      ["?status=Lost", "status"],
      ["?from=2026-02-30", "from"],
      ["?from=2026-05-02&to=2026-05-01", "to"],
      ["?page=0", "page"],
    ] as const) {
      const bad = await get<List<Transaction>>(
        transactions,
        `/api/partner/commission/transactions${query}`,
        a.user,
      );
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors ?? {})).toContain(field);
    }
  });

  it("exports the filtered transactions as CSV", async () => {
    const res = await get<string>(
      exportCsv,
      "/api/partner/commission/transactions/export?category=airport",
      a.user,
    );
    expect(res.status).toBe(200);
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      "Transaction ID,Booking ID,Date,Service Type,Amount (GBP),Commission (GBP),Rate,Status,Payment Method",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Airport Transfers,250.00,50.00,20%,Available,Card");
  });

  it("shows a partner its own payouts and their lines, and another partner's as 404", async () => {
    const own = await get<List<{ payout_id: number; status: string }>>(
      payouts,
      `/api/partner/commission/payouts?partner_id=${a.partner.partner_id}`,
      b.user,
    );
    expect(own.body.data.map((row) => row.payout_id)).toEqual([paidPayoutOfB]);
    const none = await get<List<unknown>>(
      payouts,
      `/api/partner/commission/payouts?partner_id=${b.partner.partner_id}`,
      a.user,
    );
    expect(none.body.data).toEqual([]);
    const id = String(paidPayoutOfB);
    const found = await details<{ data: { lines: Transaction[]; reference: string } }>(id, b.user);
    expect(found.status).toBe(200);
    expect(found.body.data.reference).toBe("BACS-B");
    expect(found.body.data.lines).toMatchObject([
      { service_type: "Events & Occasions", commission_pence: 9000, status: "Paid" },
    ]);
    expect((await details(id, a.user)).status).toBe(404);
    expect((await details("abc", b.user)).status).toBe(404);
  });

  it("answers 401 signed out and 403 to customers, drivers and administrators", async () => {
    const admin = await createUser({ role: "admin" });
    const driver = await createUser({ role: "driver" });
    for (const [handler, url] of [
      [summary, "/api/partner/commission/summary"],
      [transactions, "/api/partner/commission/transactions"],
      [exportCsv, "/api/partner/commission/transactions/export"],
      [payouts, "/api/partner/commission/payouts"],
    ] as const) {
      expect((await get(handler, url)).status).toBe(401);
      for (const who of [customer, driver, admin])
        expect((await get(handler, url, who)).status).toBe(403);
    }
  });
});

describe("a cancelled, refunded booking in the partner's ledger", () => {
  it("shows its commission as Reversed beside the reversal, and exports both as numbers", async () => {
    const c = await createPartner();
    const booking = await createBookingRow({
      user_id: customer.user_id,
      price_pence: 21_000,
      partner_id: c.partner.partner_id,
      payment_status: "refunded",
      status: "cancelled",
    });
    const db = await getDb();
    const row = {
      partner_id: c.partner.partner_id,
      booking_id: booking.booking_id,
      category: "business" as const,
      rate_bps: 2000,
      base_pence: 21_000,
    };
    await db.insert(partnerCommissions).values([
      { ...row, kind: "commission", amount_pence: 4200, source: `pay-${booking.booking_id}` },
      { ...row, kind: "reversal", amount_pence: -4200, source: `re-${booking.booking_id}` },
    ]);
    await ledgerRow(c.partner, { price: 50_000, amount: 10_000, category: "airport" });
    const res = await get<List<Transaction>>(
      transactions,
      "/api/partner/commission/transactions",
      c.user,
    );
    const ofCancelled = res.body.data.filter((tx) => tx.booking_id === booking.booking_reference);
    expect(ofCancelled.map((tx) => tx.status)).toEqual(["Reversed", "Reversed"]);
    const filtered = await get<List<Transaction>>(
      transactions,
      "/api/partner/commission/transactions?status=Pending",
      c.user,
    );
    expect(filtered.body.data.map((tx) => tx.commission_pence)).toEqual([10_000]);

    const csv = await get<string>(exportCsv, "/api/partner/commission/transactions/export", c.user);
    const lines = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/)
      .slice(1);
    expect(csv.text).not.toContain("'-");
    const reversal = lines.find((line) => line.includes("-42.00"))!;
    expect(reversal).toContain(`${booking.booking_reference},`);
    expect(reversal).toContain(",-210.00,-42.00,20%,Reversed,Card");
    // The Commission column sums as a spreadsheet would sum it: every cell a number.
    const commissions = lines.map((line) => Number(line.split(",")[5]));
    expect(commissions.every((value) => Number.isFinite(value))).toBe(true);
    expect(commissions.reduce((sum, value) => sum + value, 0)).toBeCloseTo(100, 2);
    // One date for a row everywhere: the day it was written, as on the screen.
    const dates = lines.map((line) => line.split(",")[2]);
    expect(dates).toEqual(res.body.data.map((tx) => tx.date));
    expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date!))).toBe(true);
  });
});
