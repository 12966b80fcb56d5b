import { GET as partnerDetails } from "@/app/api/admin/partners/[id]/route";
import { POST as paidRoute } from "@/app/api/admin/partners/payouts/[id]/paid/route";
import { GET as adminStatement } from "@/app/api/admin/partners/payouts/[id]/statement/route";
import { GET as adminList } from "@/app/api/admin/partners/payouts/route";
import { POST as runRoute } from "@/app/api/admin/partners/payouts/run/route";
import { GET as payoutDetails } from "@/app/api/partner/commission/payouts/[id]/route";
import { GET as partnerStatement } from "@/app/api/partner/commission/payouts/[id]/statement/route";
import { GET as payoutsExport } from "@/app/api/partner/commission/payouts/export/route";
import { GET as partnerList } from "@/app/api/partner/commission/payouts/route";
import { GET as summary } from "@/app/api/partner/commission/summary/route";
import { GET as transactions } from "@/app/api/partner/commission/transactions/route";
import { and, eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { getDb } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import {
  emailOutbox,
  partnerPayouts,
  partners,
  type PartnerPayoutRow,
  type PartnerRow,
  type UserRow,
} from "@/server/db/schema";
import { partnerBalances } from "@/server/partners/ledger/balances";
import { createUser } from "@test/factories";
import { createPartner } from "@test/partners";
import { paidPastBooking } from "@test/payout-fixtures";
import { callRoute } from "@test/route-client";

/**
 * The issue's partner: rates of 12.5/17.5/25/15 %, a VAT number, a payout of £54.28 commission.
 * The payout pays £54.28 + £10.86 VAT = £65.14, and the payout row, both dashboards' JSON, the
 * CSV, the e-mail and the PDF all say so.
 */

const RATES = {
  rate_airport_bps: 1250,
  rate_hourly_bps: 1750,
  rate_events_bps: 2500,
  rate_business_bps: 1500,
};

interface Figures {
  payout_id: number;
  amount_pence: number;
  vat_rate_bps: number | null;
  vat_pence: number;
  total_pence: number;
}

let admin: UserRow;
const vat = {} as {
  user: UserRow;
  partner: PartnerRow;
  reference: string;
  payout: PartnerPayoutRow;
};
const plain = {} as { user: UserRow; partner: PartnerRow; payout: PartnerPayoutRow };
let sequenceBefore: number;

async function lastPayoutNumber(): Promise<number> {
  const db = await getDb();
  // A fresh sequence reads last_value 1 before it has given anything (is_called false).
  const [row] = rowsOf<{ used: string | number }>(
    await db.execute(
      sql`select case when is_called then last_value else last_value - 1 end as used from partner_payouts_payout_id_seq`,
    ),
  );
  return Number(row!.used);
}

const run = () =>
  callRoute<{ data: { created: (Figures & { partner_id: number })[] } }>(runRoute, {
    method: "POST",
    url: "/api/admin/partners/payouts/run",
    as: admin,
  });

const markPaid = (id: number, reference: string) =>
  callRoute(paidRoute, {
    method: "POST",
    url: `/api/admin/partners/payouts/${id}/paid`,
    params: { id: String(id) },
    body: { reference },
    as: admin,
  });

async function pdfText(
  handler: typeof partnerStatement,
  scope: "partner" | "admin",
  id: number,
  as: UserRow,
) {
  const url =
    scope === "partner"
      ? `/api/partner/commission/payouts/${id}/statement`
      : `/api/admin/partners/payouts/${id}/statement`;
  const res = await callRoute<unknown, { id: string }>(handler, {
    url,
    params: { id: String(id) },
    as,
  });
  expect(res.status).toBe(200);
  const { text } = await extractText(await getDocumentProxy(res.bytes), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

async function payoutRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(partnerPayouts).where(eq(partnerPayouts.payout_id, id));
  return row!;
}

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  Object.assign(vat, await createPartner({ vat_number: "GB123456789", ...RATES }));
  Object.assign(plain, await createPartner(RATES));
  // An airport ride at 12.5%: 43,424p -> 5,428p commission; and 123,184p -> 15,398p.
  vat.reference = (await paidPastBooking(vat.partner, 43_424)).booking_reference;
  await paidPastBooking(plain.partner, 123_184);
  // A partner whose balance is under the minimum: the run pays it nothing.
  const { partner: small } = await createPartner(RATES);
  await paidPastBooking(small, 20_000);
  sequenceBefore = await lastPayoutNumber();
  const made = (await run()).body.data.created;
  const find = (partner: PartnerRow) =>
    made.find((row) => row.partner_id === partner.partner_id)!.payout_id;
  vat.payout = await payoutRow(find(vat.partner));
  plain.payout = await payoutRow(find(plain.partner));
  expect((await markPaid(vat.payout.payout_id, "BACS-VAT-1")).status).toBe(200);
  expect((await markPaid(plain.payout.payout_id, "BACS-PLAIN-1")).status).toBe(200);
  vat.payout = await payoutRow(vat.payout.payout_id);
  plain.payout = await payoutRow(plain.payout.payout_id);
});

const number = (id: number) => `PO-${String(id).padStart(6, "0")}`;

describe("a payout to a VAT-registered partner", () => {
  it("pays commission plus VAT, recorded on the payout, and the ledger still reconciles", async () => {
    expect(vat.payout).toMatchObject({
      gross_pence: 5428,
      deductions_pence: 0,
      amount_pence: 5428,
      vat_rate_bps: 2000,
      vat_pence: 1086,
      total_pence: 6514,
      status: "Paid",
    });
    expect(plain.payout).toMatchObject({ amount_pence: 15_398, vat_pence: 0, total_pence: 15_398 });
    expect(plain.payout.vat_rate_bps).toBeNull();
    const db = await getDb();
    const ledger = await partnerBalances(db, vat.partner.partner_id, new Date());
    expect(ledger.earned_pence).toBe(vat.payout.total_pence - vat.payout.vat_pence);
  });

  it("shows the same net, VAT and total on both dashboards' data", async () => {
    const figures = { amount_pence: 5428, vat_rate_bps: 2000, vat_pence: 1086, total_pence: 6514 };
    const own = await callRoute<{ data: Figures[] }>(partnerList, {
      url: "/api/partner/commission/payouts",
      as: vat.user,
    });
    expect(own.body.data).toEqual([expect.objectContaining(figures)]);
    const console = await callRoute<{ data: Figures[] }>(adminList, {
      url: `/api/admin/partners/payouts?partner_id=${vat.partner.partner_id}`,
      as: admin,
    });
    expect(console.body.data).toEqual([expect.objectContaining(figures)]);
    const id = String(vat.payout.payout_id);
    const details = await callRoute<
      { data: Figures & { lines: { commission_pence: number; booking_id: string }[] } },
      { id: string }
    >(payoutDetails, {
      url: `/api/partner/commission/payouts/${id}`,
      params: { id },
      as: vat.user,
    });
    expect(details.body.data).toMatchObject(figures);
    expect(details.body.data).not.toHaveProperty("statement");
    expect(details.body.data.lines).toMatchObject([
      { booking_id: vat.reference, commission_pence: 5428 },
    ]);
    const balance = { total_paid_pence: 6514, total_paid_vat_pence: 1086 };
    const cards = await callRoute<{ data: { balances: Record<string, number> } }>(summary, {
      url: "/api/partner/commission/summary",
      as: vat.user,
    });
    expect(cards.body.data.balances).toMatchObject(balance);
    const pid = String(vat.partner.partner_id);
    const view = await callRoute<{ data: { balance: Record<string, number> } }, { id: string }>(
      partnerDetails,
      { url: `/api/admin/partners/${pid}`, params: { id: pid }, as: admin },
    );
    expect(view.body.data.balance).toMatchObject(balance);
  });

  it("exports net, VAT and total, with the payout's number and payment, in the payouts CSV", async () => {
    const res = await callRoute(payoutsExport, {
      url: "/api/partner/commission/payouts/export",
      as: vat.user,
    });
    const [header, line] = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(header).toBe(
      "Payout ID,Date,Period,Commission,Deductions,Net,VAT,Total,Status,Payment Method,Reference,Paid On",
    );
    const issued = vat.payout.statement!.issued_on;
    expect(line).toBe(
      `${number(vat.payout.payout_id)},${issued},${vat.payout.period},54.28,0.00,54.28,10.86,65.14,Paid,Bank transfer,BACS-VAT-1,${issued}`,
    );
  });

  it("e-mails the partner the money sent, its net and VAT, under the payout's number", async () => {
    const db = await getDb();
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to_address, vat.user.email),
          eq(emailOutbox.template, "partner-payout-paid"),
        ),
      );
    expect(mail!.subject).toBe(`Payout ${number(vat.payout.payout_id)} sent: £65.14`);
    expect(mail!.text).toContain(
      `Your payout ${number(vat.payout.payout_id)} of £65.14 (commission £54.28 + VAT £10.86) has been sent by bank transfer (reference BACS-VAT-1).`,
    );
  });

  it("issues a self-billed invoice with the same figures, its number, tax point and payment", async () => {
    const text = await pdfText(partnerStatement, "partner", vat.payout.payout_id, vat.user);
    const no = number(vat.payout.payout_id);
    const issued = vat.payout.statement!.issued_on;
    expect(text).toContain(`Self-billed invoice ${no}`);
    expect(text).toContain(`Date of issue (tax point): ${issued}`);
    expect(text).toContain("Partner VAT number: GB123456789");
    expect(text).toContain("Net: £54.28 VAT at 20%: £10.86");
    expect(text).toContain("Total paid: £65.14");
    expect(text).toContain(`Paid on ${issued} by bank transfer, reference BACS-VAT-1`);
    // The row's one date (when it was written) and the booking's reference, as on the screen.
    const listed = await callRoute<{ data: { booking_id: string; date: string }[] }>(transactions, {
      url: "/api/partner/commission/transactions",
      as: vat.user,
    });
    const [row] = listed.body.data;
    expect(text).toContain(`${row!.date} ${vat.reference} Airport Transfers £434.24 12.5% £54.28`);
    expect(text).not.toContain("Payout 2 ");
  });
});

describe("payout numbers", () => {
  it("are used only by payouts that pay: the runs' other partners and a second run use none", async () => {
    const ids = [vat.payout.payout_id, plain.payout.payout_id].sort((a, b) => a - b);
    expect(ids).toEqual([sequenceBefore + 1, sequenceBefore + 2]);
    expect((await run()).body.data.created).toEqual([]);
    expect(await lastPayoutNumber()).toBe(sequenceBefore + 2);
  });
});

describe("an issued statement", () => {
  it("keeps stating what it stated when the partner's details change later (both copies)", async () => {
    const before = {
      partner: await pdfText(partnerStatement, "partner", plain.payout.payout_id, plain.user),
      admin: await pdfText(adminStatement, "admin", plain.payout.payout_id, admin),
    };
    expect(before.partner).toContain("Remittance statement");
    expect(before.partner).toContain("Total paid: £153.98");
    const vatBefore = await pdfText(adminStatement, "admin", vat.payout.payout_id, admin);
    const db = await getDb();
    await db
      .update(partners)
      .set({ vat_number: "GB999999973", company_address: "9 New Street, Leeds" })
      .where(eq(partners.partner_id, plain.partner.partner_id));
    await db
      .update(partners)
      .set({ vat_number: null, company_name: "Renamed Cars Ltd" })
      .where(eq(partners.partner_id, vat.partner.partner_id));
    const after = await pdfText(partnerStatement, "partner", plain.payout.payout_id, plain.user);
    expect(after).toBe(before.partner);
    expect(await pdfText(adminStatement, "admin", plain.payout.payout_id, admin)).toBe(
      before.admin,
    );
    expect(after).not.toContain("Self-billed invoice");
    expect(after).not.toContain("£184.78");
    expect(await pdfText(adminStatement, "admin", vat.payout.payout_id, admin)).toBe(vatBefore);
  });

  it("is the same file at every download (its dates are the document's, not the download's)", async () => {
    const download = async () =>
      (
        await callRoute<unknown, { id: string }>(partnerStatement, {
          url: `/api/partner/commission/payouts/${plain.payout.payout_id}/statement`,
          params: { id: String(plain.payout.payout_id) },
          as: plain.user,
        })
      ).bytes;
    const first = await download();
    // Only Date is faked: the second download happens a day later by the clock.
    jest.useFakeTimers({
      now: Date.now() + 86_400_000,
      doNotFake: [
        "hrtime",
        "nextTick",
        "performance",
        "queueMicrotask",
        "requestAnimationFrame",
        "cancelAnimationFrame",
        "requestIdleCallback",
        "cancelIdleCallback",
        "setImmediate",
        "clearImmediate",
        "setInterval",
        "clearInterval",
        "setTimeout",
        "clearTimeout",
      ],
    });
    try {
      expect(Buffer.from(await download()).equals(Buffer.from(first))).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
