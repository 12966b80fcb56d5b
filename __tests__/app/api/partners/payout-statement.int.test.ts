import { GET as adminStatement } from "@/app/api/admin/partners/payouts/[id]/statement/route";
import { GET as partnerStatement } from "@/app/api/partner/commission/payouts/[id]/statement/route";
import { extractText, getDocumentProxy } from "unpdf";
import { SELF_BILLING_DECLARATION } from "@/server/partners/ledger/payout-statement";
import { getDb } from "@/server/db/client";
import { eq } from "drizzle-orm";
import { partnerCommissions, partnerPayouts, partners, type UserRow } from "@/server/db/schema";
import { createBookingRow, createUser } from "@test/factories";
import { createPartner } from "@test/partners";
import { callRoute } from "@test/route-client";

let admin: UserRow;

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
});

/** A payout of two lines (an airport ride and an hourly one) and a deduction, straight in the ledger. */
async function payoutFor(vatNumber: string | null) {
  const { partner, user } = await createPartner({ vat_number: vatNumber });
  const customer = await createUser();
  const db = await getDb();
  const [payout] = await db
    .insert(partnerPayouts)
    .values({
      partner_id: partner.partner_id,
      period: "2026-W47",
      gross_pence: 7000,
      deductions_pence: 500,
      amount_pence: 6500,
    })
    .returning();
  const rides = [
    {
      price: 25_000,
      category: "airport" as const,
      rate: 2000,
      amount: 5000,
      kind: "commission" as const,
    },
    {
      price: 10_000,
      category: "hourly" as const,
      rate: 2000,
      amount: 2000,
      kind: "commission" as const,
    },
    {
      price: 2_500,
      category: "business" as const,
      rate: 2000,
      amount: -500,
      kind: "reversal" as const,
    },
  ];
  const references: string[] = [];
  for (const ride of rides) {
    const booking = await createBookingRow({
      user_id: customer.user_id,
      price_pence: ride.price,
      partner_id: partner.partner_id,
      payment_status: "paid",
    });
    references.push(booking.booking_reference);
    await db.insert(partnerCommissions).values({
      partner_id: partner.partner_id,
      booking_id: booking.booking_id,
      kind: ride.kind,
      category: ride.category,
      rate_bps: ride.rate,
      base_pence: ride.price,
      amount_pence: ride.amount,
      source: `seed-${booking.booking_id}`,
      payout_id: payout!.payout_id,
    });
  }
  return { partner, user, payout: payout!, references };
}

async function textOf(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(bytes);
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

async function download(
  handler: typeof partnerStatement,
  url: string,
  id: number | string,
  as?: UserRow,
) {
  return callRoute<unknown, { id: string }>(handler, { url, params: { id: String(id) }, as });
}

describe("payout statements (PDF)", () => {
  it("gives a partner without a VAT number a remittance statement with every line and the totals", async () => {
    const { user, payout, references } = await payoutFor(null);
    const res = await download(
      partnerStatement,
      `/api/partner/commission/payouts/${payout.payout_id}/statement`,
      payout.payout_id,
      user,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const number = `PO-${String(payout.payout_id).padStart(6, "0")}`;
    expect(res.headers.get("content-disposition")).toContain(`remittance-${number}.pdf`);
    const text = await textOf(res.bytes);
    expect(text).toContain("Remittance statement");
    expect(text).not.toContain("Self-billed invoice");
    for (const reference of references) expect(text).toContain(reference);
    expect(text).toContain("Airport Transfers");
    expect(text).toContain("Hourly Charter");
    expect(text).toContain("£250.00");
    expect(text).toContain("-£5.00");
    expect(text).toContain("Commission: £70.00");
    // Not paid yet: payable, with no payment date.
    expect(text).toContain("Total payable: £65.00");
    expect(text).toContain(`Remittance statement ${number}`);
    expect(text).toMatch(/Date of issue: \d{4}-\d{2}-\d{2}/);
    expect(text).not.toContain("Paid on");
    expect(text).not.toContain(SELF_BILLING_DECLARATION);
  });

  it("snapshots a payout made before statements were kept on its first render, then never changes it", async () => {
    // A payout of the old code (no snapshot, no VAT recorded): it paid the net, so it states the net.
    const { partner, payout } = await payoutFor("GB123456789");
    const url = `/api/admin/partners/payouts/${payout.payout_id}/statement`;
    const first = await textOf(
      (await download(adminStatement, url, payout.payout_id, admin)).bytes,
    );
    expect(first).toContain("Remittance statement");
    expect(first).toContain("Total payable: £65.00");
    expect(first).not.toContain("VAT at 20%");
    const db = await getDb();
    const [stored] = await db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.payout_id, payout.payout_id));
    expect(stored!.statement).toMatchObject({ number: expect.stringMatching(/^PO-\d{6}$/) });
    await db
      .update(partners)
      .set({ company_name: "Renamed Ltd", vat_number: "GB999999973" })
      .where(eq(partners.partner_id, partner.partner_id));
    const again = await textOf(
      (await download(adminStatement, url, payout.payout_id, admin)).bytes,
    );
    expect(again).toBe(first);
    expect(again).not.toContain("Renamed Ltd");
  });

  it("hides another partner's payout (404), and answers 401, 403 and 404 as it should", async () => {
    const { payout } = await payoutFor(null);
    const { user: other } = await createPartner();
    const url = `/api/partner/commission/payouts/${payout.payout_id}/statement`;
    expect((await download(partnerStatement, url, payout.payout_id, other)).status).toBe(404);
    expect((await download(partnerStatement, url, payout.payout_id)).status).toBe(401);
    const customer = await createUser();
    expect((await download(partnerStatement, url, payout.payout_id, customer)).status).toBe(403);
    expect((await download(partnerStatement, url, payout.payout_id, admin)).status).toBe(403);
    expect((await download(partnerStatement, url, "abc", other)).status).toBe(404);
    const adminUrl = `/api/admin/partners/payouts/${payout.payout_id}/statement`;
    expect((await download(adminStatement, adminUrl, payout.payout_id, customer)).status).toBe(403);
    expect((await download(adminStatement, adminUrl, 999_999, admin)).status).toBe(404);
  });
});
