import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirm } from "@/app/api/payments/test-provider/confirm/route";
import { resetServerConfigForTests } from "@/env";
import { deliverQueuedEmail, resendIdempotencyKey } from "@/server/email/send-email";
import { callRoute } from "@test/route-client";
import { createBookingRow, createUser } from "@test/factories";
import { quietPaymentsTestSetup, receiptEmails } from "@test/payments";

const send = jest.fn(async (..._args: unknown[]) => ({ data: { id: "re_msg_1" }, error: null }));
jest.mock("resend", () => ({ Resend: jest.fn().mockImplementation(() => ({ emails: { send } })) }));

quietPaymentsTestSetup();

type Answer = {
  success: boolean;
  message: string;
  clientSecret?: string;
  data?: { payment_intent_id?: string };
};

beforeAll(() => {
  process.env.RESEND_API_KEY = "re_test_key";
  process.env.EMAIL_FROM = "bookings@example.com";
  resetServerConfigForTests();
});
afterAll(() => {
  delete process.env.RESEND_API_KEY;
  delete process.env.EMAIL_FROM;
  resetServerConfigForTests();
});

describe("the receipt through Resend", () => {
  it("is sent with an idempotency key derived from the outbox dedupe key, the same on a repeated delivery", async () => {
    const user = await createUser();
    const booking = await createBookingRow({ user_id: user.user_id, price_pence: 10972 });
    const created = await callRoute<Answer>(createIntent, {
      url: "/api/create-payment-intent",
      as: user,
      body: { booking_id: booking.booking_id, amount: 109.72, currency: "gbp" },
    });
    const intentId = created.body.data!.payment_intent_id!;
    const paid = await callRoute<Answer>(confirm, {
      url: "/api/payments/test-provider/confirm",
      as: user,
      body: {
        client_secret: created.body.clientSecret,
        card_number: "4242424242424242",
        expiry: "12/39",
        cvc: "123",
      },
    });
    expect(paid.status).toBe(200);

    expect(send).toHaveBeenCalledTimes(1);
    // Bounded: the send carries a timeout signal (a slow Resend cannot hold the request).
    expect(send.mock.calls[0]![1]).toEqual({
      idempotencyKey: `receipt:${intentId}`,
      signal: expect.any(AbortSignal),
    });
    const [outbox] = await receiptEmails(intentId);
    expect(outbox).toMatchObject({ status: "sent", provider_message_id: "re_msg_1" });

    // A retried delivery of the same outbox row carries the same key, so Resend sends it once.
    await deliverQueuedEmail(outbox!.email_id, {
      to: outbox!.to_address,
      subject: outbox!.subject,
      template: outbox!.template,
      html: outbox!.html,
      text: outbox!.text,
      dedupeKey: outbox!.dedupe_key!,
    });
    expect(send.mock.calls[1]![1]).toEqual({
      idempotencyKey: `receipt:${intentId}`,
      signal: expect.any(AbortSignal),
    });
  });

  it("keeps keys within Resend's 256 characters and sends messages without a dedupe key without one", async () => {
    const long = `receipt:${"x".repeat(300)}`;
    expect(resendIdempotencyKey(long)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(resendIdempotencyKey(long)).toBe(resendIdempotencyKey(long));
    send.mockClear();
    await deliverQueuedEmail(999999, {
      to: "a@example.com",
      subject: "s",
      template: "t",
      html: "<p>h</p>",
      text: "h",
    });
    expect(send.mock.calls[0]![1]).toEqual({ signal: expect.any(AbortSignal) });
  });
});
