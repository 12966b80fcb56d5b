import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirm } from "@/app/api/payments/test-provider/confirm/route";
import { POST as sync } from "@/app/api/payments/sync/route";
import { syncIntentForOwner } from "@/server/payments/sync-payment";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { resetServerConfigForTests } from "@/env";
import { getPaymentProvider } from "@/server/payments/get-provider";
import { callRoute } from "@test/route-client";
import { createBookingRow, createUser } from "@test/factories";
import { startFakeStripe } from "@test/fake-stripe";
import {
  clearStripeConfig,
  createReturnTrip,
  paymentRows,
  quietPaymentsTestSetup,
  readBooking,
  receiptEmails,
  useFakeStripeConfig,
} from "@test/payments";

quietPaymentsTestSetup();

type Answer = {
  success: boolean;
  message: string;
  clientSecret?: string;
  data?: { payment_intent_id?: string; status?: string; payment_intent_status?: string };
  errors?: Record<string, string>;
};
const confirmUrl = "/api/payments/test-provider/confirm";
const card = { card_number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };

async function intentFor(
  user: Awaited<ReturnType<typeof createUser>>,
  bookingId: number,
  amount: number,
) {
  const created = await callRoute<Answer>(createIntent, {
    url: "/api/create-payment-intent",
    as: user,
    body: { booking_id: bookingId, amount, currency: "gbp" },
  });
  expect(created.status).toBe(200);
  return {
    clientSecret: created.body.clientSecret!,
    intentId: created.body.data!.payment_intent_id!,
  };
}

describe("POST /api/payments/test-provider/confirm", () => {
  it("pays with 4242… through the webhook path: both legs paid, one receipt", async () => {
    const user = await createUser();
    const { outbound, returnLeg } = await createReturnTrip(user);
    const { clientSecret, intentId } = await intentFor(user, outbound.booking_id, 190.22);
    const result = await callRoute<Answer>(confirm, {
      url: confirmUrl,
      as: user,
      body: { client_secret: clientSecret, ...card },
    });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe("Payment processed successfully!");
    expect(await readBooking(outbound.booking_id)).toMatchObject({
      status: "paid",
      payment_status: "paid",
      payment_intent_id: intentId,
    });
    expect((await readBooking(returnLeg.booking_id)).payment_status).toBe("paid");
    expect((await paymentRows(outbound.booking_id))[0]).toMatchObject({
      provider: "test",
      status: "succeeded",
      amount_pence: 19022,
    });
    const again = await callRoute<Answer>(confirm, {
      url: confirmUrl,
      as: user,
      body: { client_secret: clientSecret, ...card },
    });
    expect(again.status).toBe(200);
    expect(await receiptEmails(intentId)).toHaveLength(1);
  });

  it.each([
    ["4000 0000 0000 0002", "Your card was declined."],
    ["4000000000009995", "Your card has insufficient funds."],
  ])(
    "declines %s with the card's message and leaves the booking unpaid",
    async (number, message) => {
      const user = await createUser();
      const booking = await createBookingRow({ user_id: user.user_id, price_pence: 10972 });
      const { clientSecret, intentId } = await intentFor(user, booking.booking_id, 109.72);
      const result = await callRoute<Answer>(confirm, {
        url: confirmUrl,
        as: user,
        body: { ...card, client_secret: clientSecret, card_number: number },
      });
      expect(result.status).toBe(402);
      expect(result.body.message).toBe(message);
      const row = await readBooking(booking.booking_id);
      expect(row.status).toBe("pending");
      expect(row.payment_status).toBe("failed");
      expect((await paymentRows(booking.booking_id))[0]).toMatchObject({
        status: "failed",
        failure_message: message,
      });
      expect(await receiptEmails(intentId)).toHaveLength(0);
      // The customer can try again with a good card on the same intent.
      const retry = await callRoute<Answer>(confirm, {
        url: confirmUrl,
        as: user,
        body: { ...card, client_secret: clientSecret },
      });
      expect(retry.status).toBe(200);
      expect((await readBooking(booking.booking_id)).payment_status).toBe("paid");
    },
  );

  it("answers 401 without a session and 404 for another customer or a forged secret", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const booking = await createBookingRow({ user_id: owner.user_id, price_pence: 10972 });
    const { clientSecret } = await intentFor(owner, booking.booking_id, 109.72);
    expect(
      (
        await callRoute<Answer>(confirm, {
          url: confirmUrl,
          body: { client_secret: clientSecret, ...card },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await callRoute<Answer>(confirm, {
          url: confirmUrl,
          as: stranger,
          body: { client_secret: clientSecret, ...card },
        })
      ).status,
    ).toBe(404);
    const forged = clientSecret.replace(/.$/, (c) => (c === "0" ? "1" : "0"));
    expect(
      (
        await callRoute<Answer>(confirm, {
          url: confirmUrl,
          as: owner,
          body: { client_secret: forged, ...card },
        })
      ).status,
    ).toBe(404);
    expect((await readBooking(booking.booking_id)).payment_status).toBe("unpaid");
  });

  it.each([
    [
      "a short card number",
      { card_number: "4242" },
      "card_number",
      "Your card number is incomplete.",
    ],
    [
      "an unknown test number",
      { card_number: "5555 5555 5555 4444" },
      "card_number",
      "Your card number is incorrect. In test mode, use 4242 4242 4242 4242.",
    ],
    ["a bad expiry", { expiry: "13/30" }, "expiry", "Your card's expiration date is incomplete."],
    ["a past expiry", { expiry: "01/20" }, "expiry", "Your card's expiration date is in the past."],
    ["a bad CVC", { cvc: "12" }, "cvc", "Your card's security code is incomplete."],
    ["an unknown key", { amount: 1 }, "body", undefined],
  ])("answers 400 for %s", async (_label, override, field, message) => {
    const user = await createUser();
    const booking = await createBookingRow({ user_id: user.user_id, price_pence: 10972 });
    const { clientSecret } = await intentFor(user, booking.booking_id, 109.72);
    const result = await callRoute<Answer>(confirm, {
      url: confirmUrl,
      as: user,
      body: { client_secret: clientSecret, ...card, ...override },
    });
    expect(result.status).toBe(400);
    expect(result.body.errors?.[field]).toBeDefined();
    if (message) expect(result.body.message).toBe(message);
    expect((await readBooking(booking.booking_id)).payment_status).toBe("unpaid");
  });

  it("answers 400 for malformed JSON", async () => {
    const user = await createUser();
    expect(
      (await callRoute<Answer>(confirm, { url: confirmUrl, as: user, body: "nope" })).status,
    ).toBe(400);
  });

  it("is refused on a deployment, and the Stripe webhook is absent without Stripe keys", async () => {
    process.env.REQUIRE_REAL_SERVICES = "1";
    resetServerConfigForTests();
    try {
      expect(() => getPaymentProvider()).toThrow(/deployment/);
    } finally {
      delete process.env.REQUIRE_REAL_SERVICES;
      resetServerConfigForTests();
    }
    const hook = await callRoute<Answer>(webhook, {
      url: "/api/webhooks/stripe",
      method: "POST",
      body: "{}",
      headers: { "stripe-signature": "t=1,v1=x" },
    });
    expect(hook.status).toBe(404);
  });

  it("is not there when Stripe is configured", async () => {
    const fake = await startFakeStripe();
    try {
      useFakeStripeConfig(fake);
      const user = await createUser();
      const result = await callRoute<Answer>(confirm, {
        url: confirmUrl,
        as: user,
        body: { client_secret: "tp_1_secret_1", ...card },
      });
      expect(result.status).toBe(404);
    } finally {
      clearStripeConfig();
      await fake.close();
    }
  });
});

describe("server-side retrieval (confirmation page and /api/payments/sync)", () => {
  it("marks paid only when Stripe itself says succeeded, for the owner with the right secret", async () => {
    const fake = await startFakeStripe();
    try {
      useFakeStripeConfig(fake);
      const owner = await createUser();
      const stranger = await createUser();
      const booking = await createBookingRow({ user_id: owner.user_id, price_pence: 10972 });
      const { clientSecret, intentId } = await intentFor(owner, booking.booking_id, 109.72);

      // Query parameters alone change nothing: the intent has not succeeded yet.
      expect(
        (await syncIntentForOwner({ userId: owner.user_id, intentId, clientSecret }))?.intent
          .status,
      ).toBe("requires_payment_method");
      expect((await readBooking(booking.booking_id)).payment_status).toBe("unpaid");

      fake.setIntentStatus(intentId, "succeeded");
      expect(
        await syncIntentForOwner({ userId: stranger.user_id, intentId, clientSecret }),
      ).toBeNull();
      expect(
        await syncIntentForOwner({
          userId: owner.user_id,
          intentId,
          clientSecret: "pi_wrong_secret",
        }),
      ).toBeNull();
      expect((await readBooking(booking.booking_id)).payment_status).toBe("unpaid");

      const other = await callRoute<Answer>(sync, {
        url: "/api/payments/sync",
        as: stranger,
        body: { booking_id: booking.booking_id },
      });
      expect(other.status).toBe(404);
      const synced = await callRoute<Answer>(sync, {
        url: "/api/payments/sync",
        as: owner,
        body: { booking_id: booking.booking_id },
      });
      expect(synced.status).toBe(200);
      expect(synced.body.data?.payment_intent_status).toBe("succeeded");
      expect(await readBooking(booking.booking_id)).toMatchObject({
        status: "paid",
        payment_status: "paid",
      });
      await syncIntentForOwner({ userId: owner.user_id, intentId, clientSecret });
      expect(await receiptEmails(intentId)).toHaveLength(1);
    } finally {
      clearStripeConfig();
      await fake.close();
    }
  });
});
