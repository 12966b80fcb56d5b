import { eq } from "drizzle-orm";
import { POST as tip } from "@/app/api/bookings/[id]/tip/route";
import { POST as refundTipRoute } from "@/app/api/admin/payments/[id]/refund-tip/route";
import { POST as confirm } from "@/app/api/payments/test-provider/confirm/route";
import { getDb } from "@/server/db/client";
import { bookings, drivers, payments, type UserRow } from "@/server/db/schema";
import { callRoute } from "@test/route-client";
import { createUser } from "@test/factories";
import { ADMIN_ACTOR, availableDriverId, confirmedBooking } from "@test/assignments";
import { distinctPickup, ledgerRowsOf } from "@test/earnings";
import { quietPaymentsTestSetup, readBooking } from "@test/payments";
import { completedRide } from "@test/ratings";
import { assignDriver } from "@/server/dispatch/assign";

quietPaymentsTestSetup();

type TipAnswer = {
  success: boolean;
  message: string;
  clientSecret?: string;
  errors?: Record<string, string>;
  data?: { payment_intent_id: string; amount_pence: number; assignment_id: number };
};

function postTip(bookingId: number | string, body: unknown, as?: UserRow) {
  return callRoute<TipAnswer, { id: string }>(tip, {
    url: `/api/bookings/${bookingId}/tip`,
    params: { id: String(bookingId) },
    body,
    as,
  });
}

function payWith(card: string, clientSecret: string, as: UserRow) {
  return callRoute<{ success: boolean; message: string }>(confirm, {
    url: "/api/payments/test-provider/confirm",
    as,
    body: { client_secret: clientSecret, card_number: card, expiry: "12/39", cvc: "123" },
  });
}

async function tipRows(bookingId: number) {
  const db = await getDb();
  return db.select().from(payments).where(eq(payments.booking_id, bookingId));
}

async function earningsOf(driverId: number) {
  const db = await getDb();
  const [row] = await db.select().from(drivers).where(eq(drivers.driver_id, driverId));
  return row!.earnings_pence;
}

describe("POST /api/bookings/{id}/tip", () => {
  it("takes a tip by card and credits all of it to the chauffeur, to the penny, once", async () => {
    const { customer, booking, driverId, job } = await completedRide(undefined, {
      payPence: 4_000,
    });
    const before = await readBooking(booking.booking_id);
    const created = await postTip(booking.booking_id, { amount_pence: 1_283 }, customer);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      amount_pence: 1_283,
      assignment_id: job.assignment_id,
    });
    const [row] = await tipRows(booking.booking_id);
    expect(row).toMatchObject({
      kind: "tip",
      assignment_id: job.assignment_id,
      status: "requires_payment",
    });

    const paid = await payWith("4242424242424242", created.body.clientSecret!, customer);
    expect(paid.status).toBe(200);
    // Paying again (a double click) finds it paid and credits nothing more.
    expect((await payWith("4242424242424242", created.body.clientSecret!, customer)).status).toBe(
      200,
    );

    const ledger = await ledgerRowsOf(driverId);
    expect(ledger.map((line) => [line.kind, line.amount_pence])).toEqual([
      ["job", 4_000],
      ["tip", 1_283],
    ]);
    expect(await earningsOf(driverId)).toBe(5_283);
    const [settled] = await tipRows(booking.booking_id);
    expect(settled!.status).toBe("succeeded");
    // The ride's own payment state is the ride's business.
    const after = await readBooking(booking.booking_id);
    expect(after.payment_status).toBe(before.payment_status);
    expect(after.payment_intent_id).toBe(before.payment_intent_id);

    const again = await postTip(booking.booking_id, { amount_pence: 500 }, customer);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already tipped/);
  });

  it("credits nothing for a declined card", async () => {
    const { customer, booking, driverId } = await completedRide();
    const created = await postTip(booking.booking_id, { amount_pence: 1_000 }, customer);
    const declined = await payWith("4000000000000002", created.body.clientSecret!, customer);
    expect(declined.status).toBe(402);
    expect((await ledgerRowsOf(driverId)).map((line) => line.kind)).toEqual(["job"]);
    expect((await tipRows(booking.booking_id))[0]!.status).toBe("failed");
  });

  it("a refunded tip comes off the chauffeur's ledger with a negative row, once", async () => {
    const { customer, booking, driverId } = await completedRide(undefined, { payPence: 3_000 });
    const created = await postTip(booking.booking_id, { amount_pence: 2_000 }, customer);
    await payWith("4242424242424242", created.body.clientSecret!, customer);
    const [row] = await tipRows(booking.booking_id);
    const admin = await createUser({ role: "admin" });
    const refund = (as?: UserRow) =>
      callRoute<{ data?: { refunded_pence: number } }, { id: string }>(refundTipRoute, {
        url: `/api/admin/payments/${row!.payment_id}/refund-tip`,
        params: { id: String(row!.payment_id) },
        method: "POST",
        as,
      });
    expect((await refund()).status).toBe(401);
    expect((await refund(customer)).status).toBe(403);
    const answer = await refund(admin);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ refunded_pence: 2_000 });
    expect((await refund(admin)).status).toBe(409);

    const ledger = await ledgerRowsOf(driverId);
    expect(ledger.map((line) => [line.kind, line.amount_pence])).toEqual([
      ["job", 3_000],
      ["tip", 2_000],
      ["tip_reversal", -2_000],
    ]);
    expect(ledger.reduce((sum, line) => sum + line.amount_pence, 0)).toBe(3_000);
    expect(await earningsOf(driverId)).toBe(3_000);
    const [refunded] = await tipRows(booking.booking_id);
    expect(refunded).toMatchObject({ status: "refunded", refunded_pence: 2_000 });
  });

  it("refuses a tip over the cap (400), on a cancelled ride or before completion (409)", async () => {
    const { customer, booking } = await completedRide();
    const over = await postTip(booking.booking_id, { amount_pence: 20_001 }, customer);
    expect(over.status).toBe(400);
    expect(over.body.errors?.amount_pence).toMatch(/£200/);
    expect((await postTip(booking.booking_id, { amount_pence: 20_000 }, customer)).status).toBe(
      200,
    );

    const cancelled = await completedRide();
    // Set straight in the table: the guard is the point here, not how a booking gets cancelled.
    const db = await getDb();
    await db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.booking_id, cancelled.booking.booking_id));
    const onCancelled = await postTip(
      cancelled.booking.booking_id,
      { amount_pence: 500 },
      cancelled.customer,
    );
    expect(onCancelled.status).toBe(409);
    expect(await tipRows(cancelled.booking.booking_id)).toHaveLength(0);

    const upcoming = await confirmedBooking({ ...distinctPickup(), user_id: customer.user_id });
    await assignDriver({
      bookingId: upcoming.booking_id,
      carNumber: 1,
      driverId: await availableDriverId(),
      actor: ADMIN_ACTOR,
    });
    expect((await postTip(upcoming.booking_id, { amount_pence: 500 }, customer)).status).toBe(409);
  });

  it("asks who is tipping and answers 400 for bad bodies", async () => {
    const { customer, booking } = await completedRide();
    const body = { amount_pence: 500 };
    expect((await postTip(booking.booking_id, body)).status).toBe(401);
    expect(
      (await postTip(booking.booking_id, body, await createUser({ role: "driver" }))).status,
    ).toBe(403);
    expect(
      (await postTip(booking.booking_id, body, await createUser({ role: "partner" }))).status,
    ).toBe(403);
    expect((await postTip(booking.booking_id, body, await createUser())).status).toBe(404);
    for (const bad of [
      {},
      { amount_pence: "5" },
      { amount_pence: 12.5 },
      { amount_pence: 50 },
      { amount_pence: 500, driver_id: 1 },
      "nope",
    ])
      expect((await postTip(booking.booking_id, bad, customer)).status).toBe(400);
    expect(await tipRows(booking.booking_id)).toHaveLength(0);
  });
});
