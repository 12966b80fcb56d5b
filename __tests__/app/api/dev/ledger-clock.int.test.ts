import { PUT as clockRoute } from "@/app/api/dev/ledger-clock/route";
import { GET as detailsRoute } from "@/app/api/admin/partners/[id]/route";
import { resetServerConfigForTests } from "@/env";
import { ledgerNow } from "@/server/partners/ledger/clock";
import { POST as runRoute } from "@/app/api/admin/partners/payouts/run/route";
import { POST as paidRoute } from "@/app/api/admin/partners/payouts/[id]/paid/route";
import type { UserRow } from "@/server/db/schema";
import { installSocketAddressStamp, SOCKET_ADDRESS_HEADER } from "@/server/http/socket-address";
import { call } from "@test/accounts";
import { createUser } from "@test/factories";
import { paidPartnerBooking } from "@test/ledger";
import { createPartner } from "@test/partners";

const DAY = 24 * 60 * 60 * 1000;
let admin: UserRow;

beforeAll(async () => {
  installSocketAddressStamp();
  admin = await createUser({ role: "admin" });
});

// The test harness moves the clock from this machine, without signing in.
const move = (body: unknown) =>
  call<{ success: boolean; data: { now: string }; errors?: Record<string, string> }>(clockRoute, {
    method: "PUT",
    url: "/api/dev/ledger-clock",
    body,
    headers: { [SOCKET_ADDRESS_HEADER]: "127.0.0.1" },
  });

const run = () =>
  call<{ data: { created: { payout_id: number; partner_id: number; amount_pence: number }[] } }>(
    runRoute,
    {
      method: "POST",
      url: "/api/admin/partners/payouts/run",
      as: admin,
    },
  );

describe("PUT /api/dev/ledger-clock", () => {
  afterEach(async () => {
    await move({ offset_days: 0 });
  });

  it("moves the ledger's clock, so a ride's 7 days pass and the run pays it, without code changes", async () => {
    const { partner } = await createPartner({ status: "Active" });
    await paidPartnerBooking(partner, { price_pence: 40_000 }); // pickup tomorrow: 8000
    const before = await ledgerNow();
    expect((await run()).body.data.created).toEqual([]);
    const res = await move({ offset_days: 9 });
    expect(res.status).toBe(200);
    const moved = new Date(res.body.data.now).getTime() - before.getTime();
    expect(moved).toBeGreaterThanOrEqual(9 * DAY - 60_000);
    expect(moved).toBeLessThan(9 * DAY + 60_000);
    const details = await call<{ data: { balance: { available_pence: number } } }, { id: string }>(
      detailsRoute,
      {
        url: `/api/admin/partners/${partner.partner_id}`,
        params: { id: String(partner.partner_id) },
        as: admin,
      },
    );
    expect(details.body.data.balance.available_pence).toBe(8000);
    const after = await run();
    expect(after.body.data.created).toEqual([
      expect.objectContaining({ partner_id: partner.partner_id, amount_pence: 8000 }),
    ]);
    // Marked paid under the same clock: never paid before it was made.
    const payoutId = after.body.data.created[0]!.payout_id;
    const paid = await call<{ data: { created_at: string; settled_at: string } }, { id: string }>(
      paidRoute,
      {
        method: "POST",
        url: `/api/admin/partners/payouts/${payoutId}/paid`,
        params: { id: String(payoutId) },
        body: { reference: "BACS-CLOCK" },
        as: admin,
      },
    );
    expect(paid.status).toBe(200);
    const made = Date.parse(paid.body.data.created_at);
    const settled = Date.parse(paid.body.data.settled_at);
    expect(settled).toBeGreaterThanOrEqual(made);
    expect(settled - Date.now()).toBeGreaterThan(8 * DAY);
  });

  it("refuses anything but a whole number of days from 0 to 366 (400)", async () => {
    const message = "offset_days must be a whole number of days from 0 to 366";
    for (const body of [{ offset_days: -1 }, { offset_days: 1.5 }, { offset_days: "7" }, {}])
      expect((await move(body)).body.errors?.offset_days).toBe(message);
    expect((await move({ offset_days: 400 })).status).toBe(400);
    expect((await move({ offset_days: 1, now: "2030-01-01" })).status).toBe(400);
    expect((await move("{oops")).status).toBe(400);
  });

  it("does not exist in a production build that did not opt in (404)", async () => {
    const saved = process.env.NODE_ENV;
    Object.assign(process.env, { NODE_ENV: "production" });
    resetServerConfigForTests();
    try {
      expect((await move({ offset_days: 3 })).status).toBe(404);
    } finally {
      Object.assign(process.env, { NODE_ENV: saved });
      resetServerConfigForTests();
    }
  });
});
