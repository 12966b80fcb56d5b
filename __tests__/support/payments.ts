import { eq, like } from "drizzle-orm";
import Stripe from "stripe";
import { resetServerConfigForTests } from "@/env";
import { getDb } from "@/server/db/client";
import { bookings, emailOutbox, payments, type BookingRow, type UserRow } from "@/server/db/schema";
import { createBookingRow } from "@test/factories";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirmTestPayment } from "@/app/api/payments/test-provider/confirm/route";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { callRoute } from "@test/route-client";
import { FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from "@test/fake-stripe";

const STRIPE_ENV_NAMES = [
  "STRIPE_SECRET_KEY",
  "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_HOST",
  "STRIPE_API_PORT",
  "STRIPE_API_PROTOCOL",
];

export function useFakeStripeConfig(fake: FakeStripe): void {
  Object.assign(process.env, fake.env());
  resetServerConfigForTests();
}

/** A fake Stripe API for the whole test file: configured before its first test, stopped after its last. */
export function runFakeStripe(onStart: (fake: FakeStripe) => void): void {
  let fake: FakeStripe | undefined;
  beforeAll(async () => {
    fake = await startFakeStripe();
    useFakeStripeConfig(fake);
    onStart(fake);
  });
  afterAll(async () => {
    clearStripeConfig();
    await fake?.close();
  });
}

/** Posts a signed event to the webhook endpoint, as Stripe does. */
export function deliverWebhook<T>(event: { payload: string; signature: string }) {
  return callRoute<T>(webhook, {
    url: "/api/webhooks/stripe",
    method: "POST",
    body: event.payload,
    headers: { "stripe-signature": event.signature },
  });
}

export function clearStripeConfig(): void {
  for (const name of STRIPE_ENV_NAMES) delete process.env[name];
  resetServerConfigForTests();
}

/** An outbound booking with a return leg, linked both ways, as BOOKING creates them. */
export async function createReturnTrip(
  user: UserRow,
  prices: { outbound?: number; back?: number } = {},
): Promise<{ outbound: BookingRow; returnLeg: BookingRow }> {
  const db = await getDb();
  const outbound = await createBookingRow({
    user_id: user.user_id,
    price_pence: prices.outbound ?? 10972,
    reference_code: null,
  });
  const inThreeDays = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const returnLeg = await createBookingRow({
    user_id: user.user_id,
    price_pence: prices.back ?? 8050,
    booking_date: inThreeDays,
    pickup_location: outbound.dropoff_location!,
    dropoff_location: outbound.pickup_location,
    is_return_booking: true,
    original_booking_id: outbound.booking_id,
  });
  const [linked] = await db
    .update(bookings)
    .set({ return_booking_id: returnLeg.booking_id })
    .where(eq(bookings.booking_id, outbound.booking_id))
    .returning();
  return { outbound: linked!, returnLeg };
}

export async function readBooking(bookingId: number): Promise<BookingRow> {
  const db = await getDb();
  const [row] = await db.select().from(bookings).where(eq(bookings.booking_id, bookingId));
  return row!;
}

export async function paymentRows(bookingId: number) {
  const db = await getDb();
  return db.select().from(payments).where(eq(payments.booking_id, bookingId));
}

export async function receiptEmails(intentId?: string) {
  const db = await getDb();
  return db
    .select()
    .from(emailOutbox)
    .where(
      intentId
        ? eq(emailOutbox.dedupe_key, `receipt:${intentId}`)
        : like(emailOutbox.dedupe_key, "receipt:%"),
    );
}

const signer = new Stripe("sk_test_signer_only");

/** A Stripe event body signed with the library's own test-header helper. */
export function signedEvent(
  event: { id: string; type: string; object: Record<string, unknown> },
  secret: string = FAKE_STRIPE_WEBHOOK_SECRET,
): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: event.id,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
    data: { object: event.object },
  });
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}

export function intentObject(input: {
  id: string;
  amount: number;
  currency?: string;
  bookingId: number;
  returnBookingId?: number;
  status?: string;
  failure?: string;
}) {
  return {
    id: input.id,
    object: "payment_intent",
    amount: input.amount,
    currency: input.currency ?? "gbp",
    status: input.status ?? "succeeded",
    client_secret: `${input.id}_secret_x`,
    metadata: {
      booking_id: String(input.bookingId),
      ...(input.returnBookingId ? { return_booking_id: String(input.returnBookingId) } : {}),
    },
    last_payment_error: input.failure ? { message: input.failure } : null,
  };
}

/** Migrations and argon2 make a file's first test slow; the e-mail log is noise here. */
export function quietPaymentsTestSetup(): void {
  jest.setTimeout(30_000);
  beforeAll(() => {
    jest.spyOn(console, "info").mockImplementation(() => undefined);
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterAll(() => jest.restoreAllMocks());
}

/**
 * Pays a booking the way its customer does with the test provider: a payment intent, then the
 * test card. Both answers are returned for the test to check.
 */
export async function payWithTestCard(customer: UserRow, bookingId: number, pounds: number) {
  const intent = await callRoute<{
    clientSecret: string;
    data?: { payment_intent_id?: string };
  }>(createIntent, {
    url: "/api/create-payment-intent",
    as: customer,
    body: { booking_id: bookingId, amount: pounds, currency: "gbp" },
  });
  const paid = await callRoute(confirmTestPayment, {
    url: "/api/payments/test-provider/confirm",
    as: customer,
    body: {
      client_secret: intent.body.clientSecret,
      card_number: "4242424242424242",
      expiry: "12/39",
      cvc: "123",
    },
  });
  return { intent, paid };
}
