import { POST as cancel } from "@/app/api/bookings/[id]/cancel/route";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirm } from "@/app/api/payments/test-provider/confirm/route";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import {
  bookings,
  partnerCommissions,
  partnerPayouts,
  partners,
  type UserRow,
} from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { partnerBalances } from "@/server/partners/ledger/balances";
import { recordCommissions, reverseCommissions } from "@/server/partners/ledger/record-commissions";
import { createBookingRow, createUser } from "@test/factories";
import { createPartner } from "@test/partners";
import { createReturnTrip, quietPaymentsTestSetup } from "@test/payments";
import { callRoute } from "@test/route-client";

quietPaymentsTestSetup();

type Answer = { success: boolean; message: string; clientSecret?: string };

async function pay(user: UserRow, bookingId: number, pence: number) {
  const intent = await callRoute<Answer>(createIntent, {
    url: "/api/create-payment-intent",
    as: user,
    body: { booking_id: bookingId, amount: pence / 100, currency: "gbp" },
  });
  expect(intent.status).toBe(200);
  const paid = await callRoute<Answer>(confirm, {
    url: "/api/payments/test-provider/confirm",
    as: user,
    body: {
      client_secret: intent.body.clientSecret!,
      card_number: "4242424242424242",
      expiry: "12/39",
      cvc: "123",
    },
  });
  expect(paid.status).toBe(200);
}

async function ledgerOf(bookingId: number) {
  const db = await getDb();
  return db
    .select()
    .from(partnerCommissions)
    .where(eq(partnerCommissions.booking_id, bookingId))
    .orderBy(partnerCommissions.commission_id);
}

async function attribute(bookingIds: number[], partnerId: number) {
  const db = await getDb();
  for (const id of bookingIds)
    await db.update(bookings).set({ partner_id: partnerId }).where(eq(bookings.booking_id, id));
}

describe("the partner commission ledger", () => {
  it("writes one commission per paid leg at the partner's rate, frozen against later rate changes", async () => {
    const { partner } = await createPartner({ rate_airport_bps: 1750 });
    const customer = await createUser();
    const { outbound, returnLeg } = await createReturnTrip(customer, {
      outbound: 10005,
      back: 8050,
    });
    await attribute([outbound.booking_id, returnLeg.booking_id], partner.partner_id);
    await pay(customer, outbound.booking_id, 18055);

    const [out] = await ledgerOf(outbound.booking_id);
    // Heathrow is an airport end: 17.5% of £100.05 = 1750.875p, half up to 1751p.
    expect(out).toMatchObject({
      partner_id: partner.partner_id,
      kind: "commission",
      category: "airport",
      rate_bps: 1750,
      base_pence: 10005,
      amount_pence: 1751,
    });
    const [back] = await ledgerOf(returnLeg.booking_id);
    expect(back).toMatchObject({ category: "airport", base_pence: 8050, amount_pence: 1409 });

    const db = await getDb();
    await db
      .update(partners)
      .set({ rate_airport_bps: 3000 })
      .where(eq(partners.partner_id, partner.partner_id));
    // Processing the same payment again (a second webhook delivery) writes nothing new.
    await inTransaction(undefined, (tx) =>
      recordCommissions(tx, {
        bookingIds: [outbound.booking_id, returnLeg.booking_id],
        source: out!.source,
        at: new Date(),
      }),
    );
    expect(await ledgerOf(outbound.booking_id)).toHaveLength(1);
    expect((await ledgerOf(outbound.booking_id))[0]!.amount_pence).toBe(1751);
  });

  it("writes nothing for a booking without a partner", async () => {
    const customer = await createUser();
    const booking = await createBookingRow({ user_id: customer.user_id, price_pence: 5000 });
    await pay(customer, booking.booking_id, 5000);
    expect(await ledgerOf(booking.booking_id)).toEqual([]);
  });

  it("takes the commission back when the paid trip is cancelled and refunded", async () => {
    const { partner } = await createPartner();
    const customer = await createUser();
    const { outbound, returnLeg } = await createReturnTrip(customer);
    await attribute([outbound.booking_id, returnLeg.booking_id], partner.partner_id);
    await pay(customer, outbound.booking_id, 10972 + 8050);
    const res = await callRoute<Answer, { id: string }>(cancel, {
      method: "POST",
      url: `/api/bookings/${outbound.booking_id}/cancel`,
      params: { id: String(outbound.booking_id) },
      as: customer,
    });
    expect(res.status).toBe(200);
    for (const leg of [outbound, returnLeg]) {
      const rows = await ledgerOf(leg.booking_id);
      expect(rows.map((row) => row.kind)).toEqual(["commission", "reversal"]);
      expect(rows[0]!.amount_pence + rows[1]!.amount_pence).toBe(0);
    }
    const db = await getDb();
    const balances = await partnerBalances(db, partner.partner_id, new Date());
    expect(balances).toEqual({ earned_pence: 0, available_pence: 0, pending_pence: 0 });
  });

  it("turns a reversal after the commission was paid out into a deduction due at once", async () => {
    const { partner } = await createPartner();
    const customer = await createUser();
    const booking = await createBookingRow({
      user_id: customer.user_id,
      price_pence: 10000,
      partner_id: partner.partner_id,
      pickup_location: "10 Downing Street, London",
      dropoff_location: "Big Ben, Westminster, London",
    });
    await pay(customer, booking.booking_id, 10000);
    const db = await getDb();
    // A payout took the commission (the payout run does this; here by hand).
    const [payout] = await db
      .insert(partnerPayouts)
      .values({
        partner_id: partner.partner_id,
        period: "2026-W01",
        gross_pence: 2000,
        deductions_pence: 0,
        amount_pence: 2000,
      })
      .returning();
    await db
      .update(partnerCommissions)
      .set({ payout_id: payout!.payout_id })
      .where(eq(partnerCommissions.booking_id, booking.booking_id));
    await inTransaction(undefined, (tx) =>
      reverseCommissions(tx, {
        legs: [{ booking_id: booking.booking_id, price_pence: 10000 }],
        refundPence: 2500,
        source: "re_after_payout",
        at: new Date(),
      }),
    );
    expect(await partnerBalances(db, partner.partner_id, new Date())).toEqual({
      earned_pence: 1500,
      available_pence: -500,
      pending_pence: 0,
    });
  });

  it("reverses a partial refund in proportion, and never more than the commission", async () => {
    const { partner } = await createPartner();
    const customer = await createUser();
    const booking = await createBookingRow({
      user_id: customer.user_id,
      price_pence: 9999,
      partner_id: partner.partner_id,
      pickup_location: "10 Downing Street, London",
      dropoff_location: "Big Ben, Westminster, London",
    });
    await pay(customer, booking.booking_id, 9999);
    const [commission] = await ledgerOf(booking.booking_id);
    // Business Travel at 20%: 1999.8p, half up to 2000p.
    expect(commission).toMatchObject({ category: "business", amount_pence: 2000 });
    const legs = [{ booking_id: booking.booking_id, price_pence: 9999 }];
    const refund = (pence: number, source: string) =>
      inTransaction(undefined, (tx) =>
        reverseCommissions(tx, { legs, refundPence: pence, source, at: new Date() }),
      );
    await refund(3333, "re_partial_1");
    await refund(3333, "re_partial_1"); // the same refund again: written once
    // 2000 x 3333 / 9999 = 666.67, half up to 667.
    expect((await ledgerOf(booking.booking_id)).map((row) => row.amount_pence)).toEqual([
      2000, -667,
    ]);
    await refund(9999, "re_rest");
    const rows = await ledgerOf(booking.booking_id);
    expect(rows.map((row) => row.amount_pence)).toEqual([2000, -667, -1333]);
    expect(rows.reduce((sum, row) => sum + row.amount_pence, 0)).toBe(0);
  });

  it("makes a commission available once the ride is completed or 7 days past its pickup", async () => {
    const { partner } = await createPartner();
    const customer = await createUser();
    const booking = await createBookingRow({
      user_id: customer.user_id,
      price_pence: 25000,
      partner_id: partner.partner_id,
    });
    await pay(customer, booking.booking_id, 25000);
    const db = await getDb();
    const now = new Date();
    expect(await partnerBalances(db, partner.partner_id, now)).toEqual({
      earned_pence: 5000,
      available_pence: 0,
      pending_pence: 5000,
    });
    // The clock moves, not the code: eight days after the pickup.
    const later = new Date(booking.pickup_at.getTime() + 8 * 24 * 60 * 60 * 1000);
    expect(await partnerBalances(db, partner.partner_id, later)).toMatchObject({
      available_pence: 5000,
      pending_pence: 0,
    });
    await db
      .update(bookings)
      .set({ status: "completed" })
      .where(eq(bookings.booking_id, booking.booking_id));
    expect(await partnerBalances(db, partner.partner_id, now)).toMatchObject({
      available_pence: 5000,
    });
  });

  it("files a booking the administrator marked as an event under Events & Occasions at 25%", async () => {
    const { partner } = await createPartner();
    const customer = await createUser();
    const booking = await createBookingRow({
      user_id: customer.user_id,
      price_pence: 40000,
      partner_id: partner.partner_id,
      is_event: true,
    });
    await pay(customer, booking.booking_id, 40000);
    expect((await ledgerOf(booking.booking_id))[0]).toMatchObject({
      category: "events",
      rate_bps: 2500,
      amount_pence: 10000,
    });
  });
});
