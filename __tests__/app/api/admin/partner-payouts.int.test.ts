import { GET as partnerDetails } from "@/app/api/admin/partners/[id]/route";
import { POST as runRoute } from "@/app/api/admin/partners/payouts/run/route";
import { POST as paidRoute } from "@/app/api/admin/partners/payouts/[id]/paid/route";
import { POST as failedRoute } from "@/app/api/admin/partners/payouts/[id]/failed/route";
import type { BookingRow, PartnerRow, UserRow } from "@/server/db/schema";
import { call } from "@test/accounts";
import { createUser } from "@test/factories";
import { createPartner } from "@test/partners";
import { paidPastBooking } from "@test/payout-fixtures";

/** View Details' balance, on payouts made by the run and settled by the console. */

interface Created {
  payout_id: number;
  partner_id: number;
  amount_pence: number;
}

let admin: UserRow;
let customer: UserRow;
const a = {} as { user: UserRow; partner: PartnerRow; booking: BookingRow; payoutId: number };
const b = {} as { user: UserRow; partner: PartnerRow; payoutId: number };

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  customer = await createUser();
  Object.assign(a, await createPartner({ status: "Active", vat_number: "GB123456789" }));
  Object.assign(b, await createPartner({ status: "Active" }));
  a.booking = await paidPastBooking(a.partner, 30_000); // 6000 at 20% (airport)
  await paidPastBooking(a.partner, 10_000, 1); // not yet available (pickup a day ago)
  await paidPastBooking(b.partner, 25_003); // 5000.6 -> 5001
  const run = await call<{ data: { created: Created[] } }>(runRoute, {
    method: "POST",
    url: "/api/admin/partners/payouts/run",
    as: admin,
  });
  const created = run.body.data.created;
  a.payoutId = created.find((row) => row.partner_id === a.partner.partner_id)!.payout_id;
  b.payoutId = created.find((row) => row.partner_id === b.partner.partner_id)!.payout_id;
  const settle = (handler: typeof paidRoute, id: number, body: unknown) =>
    call(handler, {
      method: "POST",
      url: `/api/admin/partners/payouts/${id}`,
      params: { id: String(id) },
      body,
      as: admin,
    });
  expect((await settle(paidRoute, a.payoutId, { reference: "BACS-778812" })).status).toBe(200);
  expect((await settle(failedRoute, b.payoutId, { reference: "x" })).status).toBe(400);
});

describe("GET /api/admin/partners/{id} (View Details)", () => {
  it("shows the balance: available, not yet available, pending payouts and total paid", async () => {
    const res = await call<{ data: { balance: Record<string, number> } }, { id: string }>(
      partnerDetails,
      {
        url: `/api/admin/partners/${a.partner.partner_id}`,
        params: { id: String(a.partner.partner_id) },
        as: admin,
      },
    );
    expect(res.status).toBe(200);
    // A has a VAT number: its payout sent the 6000 commission plus 1200 VAT.
    expect(res.body.data.balance).toEqual({
      available_pence: 0,
      not_yet_available_pence: 2000, // the ride a day ago
      pending_payouts_pence: 0,
      pending_payouts_vat_pence: 0,
      total_paid_pence: 7200,
      total_paid_vat_pence: 1200,
    });
    const other = await call<{ data: { balance: Record<string, number> } }, { id: string }>(
      partnerDetails,
      {
        url: `/api/admin/partners/${b.partner.partner_id}`,
        params: { id: String(b.partner.partner_id) },
        as: admin,
      },
    );
    expect(other.body.data.balance.pending_payouts_pence).toBe(5001);
    const refused = await call(partnerDetails, {
      url: `/api/admin/partners/${a.partner.partner_id}`,
      params: { id: String(a.partner.partner_id) },
      as: customer,
    });
    expect(refused.status).toBe(403);
  });
});
