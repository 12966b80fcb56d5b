import { sql } from "drizzle-orm";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as cancel } from "@/app/api/bookings/[id]/cancel/route";
import { POST as syncRoute } from "@/app/api/payments/sync/route";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { getDb } from "@/server/db/client";
import { processedWebhookEvents } from "@/server/db/schema";
import { syncIntentForOwner } from "@/server/payments/sync-payment";
import { callRoute } from "@test/route-client";
import { createBookingRow, createUser } from "@test/factories";
import type { FakeStripe } from "@test/fake-stripe";
import {
  createReturnTrip,
  intentObject,
  paymentRows,
  readBooking,
  receiptEmails,
  signedEvent,
  quietPaymentsTestSetup,
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

/** A return trip with a real intent created through the API against the fake Stripe. */
async function paidScenario() {
  const user = await createUser();
  const { outbound, returnLeg } = await createReturnTrip(user, { outbound: 10972, back: 8050 });
  const created = await callRoute<Answer>(createIntent, {
    url: "/api/create-payment-intent",
    as: user,
    body: { booking_id: outbound.booking_id, amount: 190.22, currency: "gbp" },
  });
  expect(created.status).toBe(200);
  const intentId = created.body.data!.payment_intent_id;
  const succeeded = (eventId: string, amount = 19022) =>
    signedEvent({
      id: eventId,
      type: "payment_intent.succeeded",
      object: intentObject({
        id: intentId,
        amount,
        bookingId: outbound.booking_id,
        returnBookingId: returnLeg.booking_id,
      }),
    });
  return { user, outbound, returnLeg, intentId, created, succeeded };
}

describe("POST /api/create-payment-intent against Stripe (local fake)", () => {
  it("sends the amount in pence, gbp, the booking ids as metadata and an idempotency key", async () => {
    const { outbound, returnLeg, intentId, created } = await paidScenario();
    const request = fake.requests.find(
      (r) =>
        r.method === "POST" &&
        r.path === "/v1/payment_intents" &&
        r.form["metadata[booking_id]"] === String(outbound.booking_id),
    );
    expect(request).toBeDefined();
    expect(request!.form.amount).toBe("19022");
    expect(request!.form.currency).toBe("gbp");
    expect(request!.form["metadata[return_booking_id]"]).toBe(String(returnLeg.booking_id));
    // The row's creation instant keeps keys apart across databases sharing one Stripe account.
    expect(request!.idempotencyKey).toBe(
      `booking-${outbound.booking_id}-${outbound.created_at.getTime()}-amount-19022`,
    );
    expect(request!.authorization).toBe("Bearer sk_test_fake_stripe_key");
    expect(created.body.clientSecret).toBe(fake.intents.get(intentId)!.client_secret);
    expect((await readBooking(outbound.booking_id)).payment_intent_id).toBe(intentId);
    expect((await paymentRows(outbound.booking_id))[0]).toMatchObject({
      provider: "stripe",
      amount_pence: 19022,
    });
  });

  it("gives concurrent calls the same client secret through one idempotency key", async () => {
    const user = await createUser();
    const booking = await createBookingRow({ user_id: user.user_id, price_pence: 5000 });
    const body = { booking_id: booking.booking_id, amount: 50, currency: "gbp" };
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        callRoute<Answer>(createIntent, { url: "/api/create-payment-intent", as: user, body }),
      ),
    );
    expect(new Set(results.map((r) => r.body.clientSecret)).size).toBe(1);
    const keys = fake.requests
      .filter((r) => r.form["metadata[booking_id]"] === String(booking.booking_id))
      .map((r) => r.idempotencyKey);
    expect(new Set(keys)).toEqual(
      new Set([`booking-${booking.booking_id}-${booking.created_at.getTime()}-amount-5000`]),
    );
  });
});

describe("POST /api/webhooks/stripe", () => {
  it("marks both legs paid, records the payment and queues one receipt with a calendar file", async () => {
    const { outbound, returnLeg, intentId, succeeded } = await paidScenario();
    const result = await deliver(succeeded("evt_ok_1"));
    expect(result.status).toBe(200);
    expect(result.body.data?.outcome).toBe("paid");
    for (const id of [outbound.booking_id, returnLeg.booking_id]) {
      const row = await readBooking(id);
      expect(row).toMatchObject({
        status: "paid",
        payment_status: "paid",
        payment_intent_id: intentId,
      });
      expect(row.paid_at).toBeInstanceOf(Date);
    }
    expect((await paymentRows(outbound.booking_id))[0]!.status).toBe("succeeded");
    const emails = await receiptEmails(intentId);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain("£109.72");
    expect(emails[0]!.text).toContain("£80.50");
    expect(emails[0]!.text).toContain("£190.22");
    expect(emails[0]!.text).toContain("Free cancellation up to 1 hour before pickup");
    const ics = Buffer.from(emails[0]!.attachments![0]!.content, "base64").toString("utf8");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it("answers 400 and changes nothing for a bad or missing signature", async () => {
    const { outbound, succeeded } = await paidScenario();
    const event = succeeded("evt_badsig");
    const forged = await deliver({
      payload: event.payload,
      signature: signedEvent({ id: "x", type: "x", object: {} }, "whsec_wrong").signature,
    });
    expect(forged.status).toBe(400);
    const tampered = await deliver({
      payload: event.payload.replace("19022", "1"),
      signature: event.signature,
    });
    expect(tampered.status).toBe(400);
    const unsigned = await callRoute<Answer>(webhook, {
      url: "/api/webhooks/stripe",
      method: "POST",
      body: event.payload,
    });
    expect(unsigned.status).toBe(400);
    expect((await readBooking(outbound.booking_id)).payment_status).toBe("unpaid");
  });

  it("processes a replayed event once, with one e-mail", async () => {
    const { outbound, intentId, succeeded } = await paidScenario();
    const event = succeeded("evt_replay");
    expect((await deliver(event)).body.data?.outcome).toBe("paid");
    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(replay.body.data?.outcome).toBe("duplicate");
    // A different event for the same payment (Stripe may send more than one) changes nothing either.
    expect((await deliver(succeeded("evt_replay_other"))).body.data?.outcome).toBe("already-paid");
    expect(await receiptEmails(intentId)).toHaveLength(1);
    expect((await readBooking(outbound.booking_id)).payment_status).toBe("paid");
  });

  it("survives ten concurrent duplicate deliveries with one change and one e-mail", async () => {
    const { intentId, succeeded } = await paidScenario();
    const event = succeeded("evt_concurrent");
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const outcomes = results.map((r) => r.body.data?.outcome);
    expect(outcomes.filter((o) => o === "paid")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(9);
    expect(await receiptEmails(intentId)).toHaveLength(1);
  });

  it("gives one change and one e-mail when the webhook races the browser's return", async () => {
    const { user, outbound, intentId, created, succeeded } = await paidScenario();
    fake.setIntentStatus(intentId, "succeeded");
    const clientSecret = created.body.clientSecret!;
    const [webhookResult] = await Promise.all([
      deliver(succeeded("evt_race")),
      ...Array.from({ length: 4 }, () =>
        syncIntentForOwner({ userId: user.user_id, intentId, clientSecret }),
      ),
    ]);
    expect(webhookResult.status).toBe(200);
    expect(await readBooking(outbound.booking_id)).toMatchObject({
      status: "paid",
      payment_status: "paid",
    });
    expect(await receiptEmails(intentId)).toHaveLength(1);
  });

  it("ends paid whatever the order of a failure and a success", async () => {
    const late = await paidScenario();
    await deliver(late.succeeded("evt_order_ok"));
    const lateFailure = signedEvent({
      id: "evt_order_fail",
      type: "payment_intent.payment_failed",
      object: intentObject({
        id: late.intentId,
        amount: 19022,
        bookingId: late.outbound.booking_id,
        status: "requires_payment_method",
        failure: "Your card was declined.",
      }),
    });
    expect((await deliver(lateFailure)).status).toBe(200);
    expect(await readBooking(late.outbound.booking_id)).toMatchObject({
      status: "paid",
      payment_status: "paid",
    });
    expect((await paymentRows(late.outbound.booking_id))[0]!.status).toBe("succeeded");

    const early = await paidScenario();
    const failure = signedEvent({
      id: "evt_first_fail",
      type: "payment_intent.payment_failed",
      object: intentObject({
        id: early.intentId,
        amount: 19022,
        bookingId: early.outbound.booking_id,
        status: "requires_payment_method",
        failure: "Your card was declined.",
      }),
    });
    expect((await deliver(failure)).body.data?.outcome).toBe("failure-recorded");
    expect((await readBooking(early.outbound.booking_id)).payment_status).toBe("failed");
    expect((await paymentRows(early.outbound.booking_id))[0]).toMatchObject({
      status: "failed",
      failure_message: "Your card was declined.",
    });
    expect((await deliver(early.succeeded("evt_then_ok"))).body.data?.outcome).toBe("paid");
    expect(await readBooking(early.outbound.booking_id)).toMatchObject({
      status: "paid",
      payment_status: "paid",
    });
  });

  it("refuses an amount or currency that does not match the booking", async () => {
    const { outbound, intentId, succeeded } = await paidScenario();
    const result = await deliver(succeeded("evt_mismatch", 100));
    expect(result.status).toBe(200);
    expect(result.body.data?.outcome).toBe("rejected");
    const wrongCurrency = signedEvent({
      id: "evt_usd",
      type: "payment_intent.succeeded",
      object: intentObject({
        id: intentId,
        amount: 19022,
        currency: "usd",
        bookingId: outbound.booking_id,
      }),
    });
    expect((await deliver(wrongCurrency)).body.data?.outcome).toBe("rejected");
    expect((await readBooking(outbound.booking_id)).payment_status).toBe("unpaid");
    expect(await receiptEmails(intentId)).toHaveLength(0);
  });

  it("acknowledges an unknown booking without changing anything", async () => {
    const event = signedEvent({
      id: "evt_unknown",
      type: "payment_intent.succeeded",
      object: intentObject({ id: "pi_unknown", amount: 1000, bookingId: 987654 }),
    });
    const result = await deliver(event);
    expect(result.status).toBe(200);
    expect(result.body.data?.outcome).toBe("rejected");
    expect(await receiptEmails("pi_unknown")).toHaveLength(0);
  });

  it("answers 200 to unrelated events", async () => {
    const result = await deliver(
      signedEvent({
        id: "evt_other",
        type: "customer.created",
        object: { id: "cus_1", object: "customer" },
      }),
    );
    expect(result.status).toBe(200);
    expect(result.body.data?.outcome).toBe("ignored");
  });

  it("answers 5xx on a transient database error so Stripe retries, then applies the retry", async () => {
    const { outbound, intentId, succeeded } = await paidScenario();
    const db = await getDb();
    const event = succeeded("evt_transient");
    await db.execute(
      sql`alter table processed_webhook_events rename to processed_webhook_events_offline`,
    );
    let failed;
    try {
      failed = await deliver(event);
    } finally {
      await db.execute(
        sql`alter table processed_webhook_events_offline rename to processed_webhook_events`,
      );
    }
    expect(failed.status).toBe(500);
    expect(failed.text).not.toMatch(/processed_webhook_events/);
    expect((await readBooking(outbound.booking_id)).payment_status).toBe("unpaid");
    const retry = await deliver(event);
    expect(retry.body.data?.outcome).toBe("paid");
    expect(await receiptEmails(intentId)).toHaveLength(1);
    const stored = await db
      .select()
      .from(processedWebhookEvents)
      .where(sql`${processedWebhookEvents.event_id} = 'evt_transient'`);
    expect(stored).toHaveLength(1);
  });

  it("refunds through the Stripe refunds API when a paid booking is cancelled in time", async () => {
    const { user, outbound, intentId, succeeded } = await paidScenario();
    await deliver(succeeded("evt_before_refund"));
    const result = await callRoute<Answer, { id: string }>(cancel, {
      method: "POST",
      url: `/api/bookings/${outbound.booking_id}/cancel`,
      params: { id: String(outbound.booking_id) },
      as: user,
    });
    expect(result.status).toBe(200);
    const request = fake.requests.find(
      (r) => r.path === "/v1/refunds" && r.form.payment_intent === intentId,
    );
    expect(request?.form.amount).toBe("19022");
    expect(request?.idempotencyKey).toBe(`refund-${intentId}-booking-${outbound.booking_id}`);
    const [payment] = await paymentRows(outbound.booking_id);
    expect(payment).toMatchObject({ status: "refunded", refunded_pence: 19022 });
    expect(payment!.refund_id).toMatch(/^re_/);
  });
});

describe("POST /api/payments/sync", () => {
  const url = "/api/payments/sync";

  it("marks both legs paid only once Stripe itself reports the intent succeeded", async () => {
    const { user, outbound, returnLeg, intentId } = await paidScenario();
    const pending = await callRoute<{ data: { payment_intent_status: string } }>(syncRoute, {
      url,
      as: user,
      body: { booking_id: outbound.booking_id },
    });
    expect(pending.status).toBe(200);
    expect(pending.body.data.payment_intent_status).toBe("requires_payment_method");
    expect((await readBooking(outbound.booking_id)).payment_status).toBe("unpaid");

    fake.setIntentStatus(intentId, "succeeded");
    const synced = await callRoute<{ data: { payment_intent_status: string } }>(syncRoute, {
      url,
      as: user,
      body: { booking_id: outbound.booking_id },
    });
    expect(synced.body.data.payment_intent_status).toBe("succeeded");
    expect((await readBooking(outbound.booking_id)).payment_status).toBe("paid");
    expect((await readBooking(returnLeg.booking_id)).payment_status).toBe("paid");
    expect(await receiptEmails(intentId)).toHaveLength(1);
  });

  it("answers 401 without a session, 404 for another customer's booking and 400 for bad bodies", async () => {
    const { outbound, intentId } = await paidScenario();
    fake.setIntentStatus(intentId, "succeeded");
    const anonymous = await callRoute(syncRoute, {
      url,
      body: { booking_id: outbound.booking_id },
    });
    expect(anonymous.status).toBe(401);
    const stranger = await createUser();
    const foreign = await callRoute(syncRoute, {
      url,
      as: stranger,
      body: { booking_id: outbound.booking_id },
    });
    expect(foreign.status).toBe(404);
    expect((await readBooking(outbound.booking_id)).payment_status).toBe("unpaid");
    expect((await callRoute(syncRoute, { url, as: stranger, body: "{oops" })).status).toBe(400);
    expect(
      (await callRoute(syncRoute, { url, as: stranger, body: { booking_id: "abc" } })).status,
    ).toBe(400);
    expect(
      (
        await callRoute(syncRoute, {
          url,
          as: stranger,
          body: { booking_id: outbound.booking_id, status: "paid" },
        })
      ).status,
    ).toBe(400);
  });
});
