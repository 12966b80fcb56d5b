import { eq } from "drizzle-orm";
import { POST as cancel } from "@/app/api/bookings/[id]/cancel/route";
import { PUT as setStatus } from "@/app/api/bookings/[id]/status/route";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { getDb } from "@/server/db/client";
import { bookings, type UserRow } from "@/server/db/schema";
import { confirmReturnedPayment } from "@/server/payments/payment-confirmation";
import { intentIdempotencyKey } from "@/server/payments/create-payment-intent";
import { callRoute } from "@test/route-client";
import { createUser } from "@test/factories";
import type { FakeStripe } from "@test/fake-stripe";
import {
  createReturnTrip,
  intentObject,
  paymentRows,
  quietPaymentsTestSetup,
  readBooking,
  receiptEmails,
  signedEvent,
  deliverWebhook,
  runFakeStripe,
} from "@test/payments";

quietPaymentsTestSetup();

type Answer = {
  success: boolean;
  message: string;
  clientSecret?: string;
  data?: { payment_intent_id: string; outcome?: string };
};
let fake: FakeStripe;
runFakeStripe((started) => (fake = started));
const deliver = (event: { payload: string; signature: string }) => deliverWebhook<Answer>(event);

async function intentFor(user: UserRow, bookingId: number, amount: number): Promise<string> {
  const created = await callRoute<Answer>(createIntent, {
    url: "/api/create-payment-intent",
    as: user,
    body: { booking_id: bookingId, amount, currency: "gbp" },
  });
  expect(created.status).toBe(200);
  return created.body.data!.payment_intent_id;
}

function cancelAs(user: UserRow, bookingId: number) {
  return callRoute<Answer, { id: string }>(cancel, {
    method: "POST",
    url: `/api/bookings/${bookingId}/cancel`,
    params: { id: String(bookingId) },
    as: user,
  });
}

function succeeded(eventId: string, intentId: string, amount: number, bookingId: number) {
  return signedEvent({
    id: eventId,
    type: "payment_intent.succeeded",
    object: intentObject({ id: intentId, amount, bookingId }),
  });
}

/** A return leg cancelled behind the payment page's back (the total drops to the outbound's). */
async function cancelReturnLegInDatabase(returnLegId: number): Promise<void> {
  const db = await getDb();
  await db
    .update(bookings)
    .set({ status: "cancelled", cancelled_at: new Date() })
    .where(eq(bookings.booking_id, returnLegId));
}

describe("idempotency keys", () => {
  it("differ for the same booking id in two databases and stay the same for one booking and amount", () => {
    const here = { booking_id: 7, created_at: new Date("2026-01-01T10:00:00.123Z") };
    const elsewhere = { booking_id: 7, created_at: new Date("2026-01-02T08:00:00.456Z") };
    expect(intentIdempotencyKey(here, 1000)).toBe(intentIdempotencyKey({ ...here }, 1000));
    expect(intentIdempotencyKey(here, 1000)).not.toBe(intentIdempotencyKey(elsewhere, 1000));
    expect(intentIdempotencyKey(here, 1000)).not.toBe(intentIdempotencyKey(here, 2000));
  });
});

describe("cancelling an unpaid booking", () => {
  it("cancels its open PaymentIntent, and a late success is refunded in full without a receipt", async () => {
    const user = await createUser();
    const { outbound, returnLeg } = await createReturnTrip(user);
    const intentId = await intentFor(user, outbound.booking_id, 190.22);
    const result = await cancelAs(user, outbound.booking_id);
    expect(result.status).toBe(200);
    expect(
      fake.requests.some(
        (r) => r.method === "POST" && r.path === `/v1/payment_intents/${intentId}/cancel`,
      ),
    ).toBe(true);
    expect(fake.intents.get(intentId)!.status).toBe("canceled");
    expect((await paymentRows(outbound.booking_id))[0]).toMatchObject({
      status: "canceled",
      failure_message: null,
    });

    // The customer's confirmation raced the cancellation and Stripe reports a success anyway.
    const late = await deliver(
      succeeded("evt_late_after_cancel", intentId, 19022, outbound.booking_id),
    );
    expect(late.status).toBe(200);
    expect(late.body.data?.outcome).toBe("refunded");
    for (const id of [outbound.booking_id, returnLeg.booking_id]) {
      expect(await readBooking(id)).toMatchObject({
        status: "cancelled",
        payment_status: "unpaid",
        paid_at: null,
      });
    }
    const refund = fake.requests.filter(
      (r) => r.path === "/v1/refunds" && r.form.payment_intent === intentId,
    );
    expect(refund).toHaveLength(1);
    expect(refund[0]!.form.amount).toBe("19022");
    expect(refund[0]!.idempotencyKey).toBe(`refund-intent-${intentId}`);
    const [payment] = await paymentRows(outbound.booking_id);
    expect(payment).toMatchObject({ status: "refunded", refunded_pence: 19022 });
    expect(payment!.refund_id).toMatch(/^re_/);
    expect(await receiptEmails(intentId)).toHaveLength(0);

    // Another delivery for the same payment refunds nothing more.
    expect(
      (await deliver(succeeded("evt_late_again", intentId, 19022, outbound.booking_id))).body.data
        ?.outcome,
    ).toBe("refunded");
    expect(
      fake.requests.filter((r) => r.path === "/v1/refunds" && r.form.payment_intent === intentId),
    ).toHaveLength(1);
  });

  it("refuses with 409 while the payment is processing, and changes nothing", async () => {
    const user = await createUser();
    const { outbound, returnLeg } = await createReturnTrip(user);
    const intentId = await intentFor(user, outbound.booking_id, 190.22);
    fake.setIntentStatus(intentId, "processing");
    const result = await cancelAs(user, outbound.booking_id);
    expect(result.status).toBe(409);
    expect(result.body.message).toBe(
      "A payment for this booking is being processed. Please try again in a few minutes.",
    );
    expect((await readBooking(outbound.booking_id)).status).toBe("pending");
    expect((await readBooking(returnLeg.booking_id)).status).toBe("pending");
    expect(fake.intents.get(intentId)!.status).toBe("processing");
  });

  it("applies a success Stripe already has before cancelling, so the cancellation refunds it", async () => {
    const user = await createUser();
    const { outbound } = await createReturnTrip(user);
    const intentId = await intentFor(user, outbound.booking_id, 190.22);
    fake.setIntentStatus(intentId, "succeeded");
    const result = await cancelAs(user, outbound.booking_id);
    expect(result.status).toBe(200);
    expect(result.body.message).toBe(
      "Booking cancelled. Your payment of £190.22 will be refunded.",
    );
    expect(await readBooking(outbound.booking_id)).toMatchObject({
      status: "cancelled",
      payment_status: "refunded",
    });
    expect((await paymentRows(outbound.booking_id))[0]).toMatchObject({
      status: "refunded",
      refunded_pence: 19022,
    });
  });

  it("cancels the open intent when an administrator cancels the booking", async () => {
    const admin = await createUser({ role: "admin" });
    const user = await createUser();
    const { outbound, returnLeg } = await createReturnTrip(user);
    const intentId = await intentFor(user, outbound.booking_id, 190.22);
    const result = await callRoute<Answer, { id: string }>(setStatus, {
      method: "PUT",
      url: `/api/bookings/${outbound.booking_id}/status`,
      params: { id: String(outbound.booking_id) },
      body: { status: "cancelled" },
      as: admin,
    });
    expect(result.status).toBe(200);
    expect(fake.intents.get(intentId)!.status).toBe("canceled");
    expect((await readBooking(returnLeg.booking_id)).status).toBe("cancelled");
  });
});

describe("a total that changes after an intent was created", () => {
  it("cancels the old intent before creating one for the new total", async () => {
    const user = await createUser();
    const { outbound, returnLeg } = await createReturnTrip(user, { outbound: 10972, back: 8050 });
    const oldIntent = await intentFor(user, outbound.booking_id, 190.22);
    await cancelReturnLegInDatabase(returnLeg.booking_id);
    const newIntent = await intentFor(user, outbound.booking_id, 109.72);
    expect(newIntent).not.toBe(oldIntent);
    expect(fake.intents.get(oldIntent)!.status).toBe("canceled");
    expect(fake.intents.get(newIntent)).toMatchObject({
      status: "requires_payment_method",
      amount: 10972,
    });
    expect(fake.intents.get(newIntent)!.metadata.return_booking_id).toBeUndefined();
    expect((await readBooking(outbound.booking_id)).payment_intent_id).toBe(newIntent);
  });

  it("cancels the open intent when the customer cancels only the return leg", async () => {
    const user = await createUser();
    const { outbound, returnLeg } = await createReturnTrip(user);
    const intentId = await intentFor(user, outbound.booking_id, 190.22);
    expect((await cancelAs(user, returnLeg.booking_id)).status).toBe(200);
    expect(fake.intents.get(intentId)!.status).toBe("canceled");
    expect((await readBooking(outbound.booking_id)).status).toBe("pending");
  });

  it("refunds a second intent that succeeds for a booking another intent already paid", async () => {
    const user = await createUser();
    const { outbound, returnLeg } = await createReturnTrip(user, { outbound: 10972, back: 8050 });
    const oldIntent = await intentFor(user, outbound.booking_id, 190.22);
    await cancelReturnLegInDatabase(returnLeg.booking_id);
    const newIntent = await intentFor(user, outbound.booking_id, 109.72);
    expect(
      (await deliver(succeeded("evt_new_paid", newIntent, 10972, outbound.booking_id))).body.data
        ?.outcome,
    ).toBe("paid");

    const second = await deliver(
      succeeded("evt_old_paid_too", oldIntent, 19022, outbound.booking_id),
    );
    expect(second.status).toBe(200);
    expect(second.body.data?.outcome).toBe("refunded");
    expect(
      fake.requests
        .filter((r) => r.path === "/v1/refunds" && r.form.payment_intent === oldIntent)
        .map((r) => r.form.amount),
    ).toEqual(["19022"]);
    expect(await readBooking(outbound.booking_id)).toMatchObject({
      status: "paid",
      payment_status: "paid",
      payment_intent_id: newIntent,
    });
    const rows = await paymentRows(outbound.booking_id);
    expect(rows.find((r) => r.provider_payment_id === oldIntent)).toMatchObject({
      status: "refunded",
      refunded_pence: 19022,
    });
    expect(rows.find((r) => r.provider_payment_id === newIntent)).toMatchObject({
      status: "succeeded",
      refunded_pence: 0,
    });
    expect(await receiptEmails(oldIntent)).toHaveLength(0);
    expect(await receiptEmails(newIntent)).toHaveLength(1);
  });
});

describe("a cancelled return leg", () => {
  it("is neither marked paid nor listed on the receipt", async () => {
    const user = await createUser();
    const { outbound, returnLeg } = await createReturnTrip(user, { outbound: 10972, back: 8050 });
    await cancelReturnLegInDatabase(returnLeg.booking_id);
    const intentId = await intentFor(user, outbound.booking_id, 109.72);
    expect(
      (await deliver(succeeded("evt_outbound_only", intentId, 10972, outbound.booking_id))).body
        .data?.outcome,
    ).toBe("paid");
    expect(await readBooking(outbound.booking_id)).toMatchObject({
      status: "paid",
      payment_status: "paid",
    });
    expect(await readBooking(returnLeg.booking_id)).toMatchObject({
      status: "cancelled",
      payment_status: "unpaid",
      payment_intent_id: null,
    });
    const [receipt] = await receiptEmails(intentId);
    expect(receipt!.text).toContain("£109.72");
    expect(receipt!.text).not.toContain("£80.50");
    const ics = Buffer.from(receipt!.attachments![0]!.content, "base64").toString("utf8");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});

describe("the booking confirmation after a redirect", () => {
  it("does not confirm a succeeded intent that processing rejected, and leaves the booking unpaid", async () => {
    const user = await createUser();
    const { outbound } = await createReturnTrip(user);
    const created = await callRoute<Answer>(createIntent, {
      url: "/api/create-payment-intent",
      as: user,
      body: { booking_id: outbound.booking_id, amount: 190.22, currency: "gbp" },
    });
    const intentId = created.body.data!.payment_intent_id;
    // The price changed after the intent was made, so the amount Stripe took no longer matches.
    const db = await getDb();
    await db
      .update(bookings)
      .set({ price_pence: 11972 })
      .where(eq(bookings.booking_id, outbound.booking_id));
    fake.setIntentStatus(intentId, "succeeded");
    const confirmation = await confirmReturnedPayment({
      userId: user.user_id,
      intentId,
      clientSecret: created.body.clientSecret!,
    });
    expect(confirmation).toMatchObject({
      kind: "not-applied",
      reason: "unmatched",
      refunded: false,
    });
    expect((await readBooking(outbound.booking_id)).payment_status).toBe("unpaid");
  });

  it("confirms a paid booking with the amount recorded for its payment", async () => {
    const user = await createUser();
    const { outbound, returnLeg } = await createReturnTrip(user, { outbound: 10972, back: 8050 });
    const created = await callRoute<Answer>(createIntent, {
      url: "/api/create-payment-intent",
      as: user,
      body: { booking_id: outbound.booking_id, amount: 190.22, currency: "gbp" },
    });
    const intentId = created.body.data!.payment_intent_id;
    fake.setIntentStatus(intentId, "succeeded");
    const stranger = await createUser();
    expect(
      await confirmReturnedPayment({
        userId: stranger.user_id,
        intentId,
        clientSecret: created.body.clientSecret!,
      }),
    ).toEqual({ kind: "unknown" });
    const confirmation = await confirmReturnedPayment({
      userId: user.user_id,
      intentId,
      clientSecret: created.body.clientSecret!,
    });
    expect(confirmation).toMatchObject({
      kind: "confirmed",
      paidPence: 19022,
      booking: { bookingId: outbound.booking_id, paid: true },
    });

    // After the return leg is cancelled (and refunded), the page says the booking stands and
    // what was paid, not the new total.
    expect((await cancelAs(user, returnLeg.booking_id)).status).toBe(200);
    const later = await confirmReturnedPayment({
      userId: user.user_id,
      intentId,
      clientSecret: created.body.clientSecret!,
    });
    expect(later).toMatchObject({
      kind: "confirmed",
      paidPence: 19022,
      booking: { totalPence: 10972 },
    });
  });

  it("does not confirm a payment for a cancelled booking", async () => {
    const user = await createUser();
    const { outbound } = await createReturnTrip(user);
    const created = await callRoute<Answer>(createIntent, {
      url: "/api/create-payment-intent",
      as: user,
      body: { booking_id: outbound.booking_id, amount: 190.22, currency: "gbp" },
    });
    const intentId = created.body.data!.payment_intent_id;
    expect((await cancelAs(user, outbound.booking_id)).status).toBe(200);
    fake.setIntentStatus(intentId, "succeeded");
    const confirmation = await confirmReturnedPayment({
      userId: user.user_id,
      intentId,
      clientSecret: created.body.clientSecret!,
    });
    expect(confirmation).toMatchObject({
      kind: "not-applied",
      reason: "cancelled",
      refunded: true,
    });
    expect((await readBooking(outbound.booking_id)).payment_status).toBe("unpaid");
    expect(await receiptEmails(intentId)).toHaveLength(0);
  });
});
