import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { getDb } from "@/server/db/client";
import { bookings } from "@/server/db/schema";
import { eq } from "drizzle-orm";
import { callRoute } from "@test/route-client";
import { createBookingRow, createUser } from "@test/factories";
import { createReturnTrip, paymentRows, readBooking, quietPaymentsTestSetup } from "@test/payments";

quietPaymentsTestSetup();

type IntentAnswer = {
  success: boolean;
  message: string;
  clientSecret?: string;
  data?: { payment_intent_id: string; amount_pence: number; provider: string };
  errors?: Record<string, string>;
};
const url = "/api/create-payment-intent";

describe("POST /api/create-payment-intent (built-in test provider)", () => {
  it("creates one intent for the database total of both legs and stores it on the booking", async () => {
    const user = await createUser();
    const { outbound, returnLeg } = await createReturnTrip(user, { outbound: 10972, back: 8050 });
    const result = await callRoute<IntentAnswer>(createIntent, {
      url,
      as: user,
      body: { booking_id: outbound.booking_id, amount: 190.22, currency: "gbp" },
    });
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    expect(result.body.clientSecret).toMatch(/^tp_[0-9a-f]+_secret_[0-9a-f]+$/);
    expect(result.body.data).toMatchObject({ amount_pence: 19022, provider: "test" });
    const stored = await readBooking(outbound.booking_id);
    expect(stored.payment_intent_id).toBe(result.body.data!.payment_intent_id);
    expect(stored.payment_status).toBe("unpaid");
    const rows = await paymentRows(outbound.booking_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: "test",
      amount_pence: 19022,
      currency: "gbp",
      status: "requires_payment",
    });
    expect((await readBooking(returnLeg.booking_id)).payment_intent_id).toBeNull();
  });

  it("answers a return leg's id with the outbound's intent for the same total", async () => {
    const user = await createUser();
    const { outbound, returnLeg } = await createReturnTrip(user);
    const first = await callRoute<IntentAnswer>(createIntent, {
      url,
      as: user,
      body: { booking_id: outbound.booking_id, amount: 190.22, currency: "gbp" },
    });
    const second = await callRoute<IntentAnswer>(createIntent, {
      url,
      as: user,
      body: { booking_id: returnLeg.booking_id, amount: 190.22, currency: "gbp" },
    });
    expect(second.status).toBe(200);
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
  });

  it("returns the same client secret for repeated and concurrent calls", async () => {
    const user = await createUser();
    const booking = await createBookingRow({ user_id: user.user_id, price_pence: 10972 });
    const body = { booking_id: booking.booking_id, amount: 109.72, currency: "gbp" };
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        callRoute<IntentAnswer>(createIntent, { url, as: user, body }),
      ),
    );
    const again = await callRoute<IntentAnswer>(createIntent, { url, as: user, body });
    const secrets = new Set([...results, again].map((r) => r.body.clientSecret));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(secrets.size).toBe(1);
    expect(await paymentRows(booking.booking_id)).toHaveLength(1);
  });

  it("refuses a browser amount that differs from the server's total with 409", async () => {
    const user = await createUser();
    const booking = await createBookingRow({ user_id: user.user_id, price_pence: 10972 });
    const result = await callRoute<IntentAnswer>(createIntent, {
      url,
      as: user,
      body: { booking_id: booking.booking_id, amount: 1, currency: "gbp" },
    });
    expect(result.status).toBe(409);
    expect(result.body.message).toBe(
      "The amount does not match the booking total of £109.72. Please reload the page and try again.",
    );
    expect((await readBooking(booking.booking_id)).payment_intent_id).toBeNull();
    expect(await paymentRows(booking.booking_id)).toHaveLength(0);
  });

  it("refuses paid and cancelled bookings with 409", async () => {
    const user = await createUser();
    const paid = await createBookingRow({
      user_id: user.user_id,
      payment_status: "paid",
      status: "paid",
    });
    const cancelled = await createBookingRow({ user_id: user.user_id, status: "cancelled" });
    const paidResult = await callRoute<IntentAnswer>(createIntent, {
      url,
      as: user,
      body: { booking_id: paid.booking_id, amount: 109.72, currency: "gbp" },
    });
    const cancelledResult = await callRoute<IntentAnswer>(createIntent, {
      url,
      as: user,
      body: { booking_id: cancelled.booking_id, amount: 109.72, currency: "gbp" },
    });
    expect(paidResult.status).toBe(409);
    expect(paidResult.body.message).toBe("This booking has already been paid");
    expect(cancelledResult.status).toBe(409);
    expect(cancelledResult.body.message).toBe("This booking has been cancelled and cannot be paid");
  });

  it("refuses a booking whose pickup time has passed with 409 and creates no intent", async () => {
    const user = await createUser();
    const past = await createBookingRow({
      user_id: user.user_id,
      booking_date: "2020-01-01",
      booking_time: "10:00:00",
      pickup_at: new Date("2020-01-01T10:00:00Z"),
    });
    const result = await callRoute<IntentAnswer>(createIntent, {
      url,
      as: user,
      body: { booking_id: past.booking_id, amount: 109.72, currency: "gbp" },
    });
    expect(result.status).toBe(409);
    expect(result.body.message).toBe(
      "This booking's pickup time has passed and it can no longer be paid",
    );
    expect(await paymentRows(past.booking_id)).toHaveLength(0);
    expect((await readBooking(past.booking_id)).payment_intent_id).toBeNull();
  });

  it("answers 401 without a session and 404 for another customer's or a missing booking", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const booking = await createBookingRow({ user_id: owner.user_id });
    const body = { booking_id: booking.booking_id, amount: 109.72, currency: "gbp" };
    const anonymous = await callRoute<IntentAnswer>(createIntent, { url, body });
    expect(anonymous.status).toBe(401);
    const other = await callRoute<IntentAnswer>(createIntent, { url, as: stranger, body });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe("Booking not found");
    const missing = await callRoute<IntentAnswer>(createIntent, {
      url,
      as: owner,
      body: { ...body, booking_id: 999999 },
    });
    expect(missing.status).toBe(404);
    expect((await readBooking(booking.booking_id)).payment_intent_id).toBeNull();
  });

  it.each([
    [
      "a missing booking id",
      { amount: 109.72, currency: "gbp" },
      "booking_id",
      "Invalid booking session",
    ],
    [
      "a non-numeric amount",
      { booking_id: 1, amount: "109.72", currency: "gbp" },
      "amount",
      "Amount must be a number",
    ],
    [
      "another currency",
      { booking_id: 1, amount: 109.72, currency: "usd" },
      "currency",
      "Currency must be gbp",
    ],
    [
      "an unknown key",
      { booking_id: 1, amount: 109.72, currency: "gbp", status: "paid" },
      "body",
      undefined,
    ],
  ])("answers 400 for %s", async (_label, body, field, message) => {
    const user = await createUser();
    const result = await callRoute<IntentAnswer>(createIntent, { url, as: user, body });
    expect(result.status).toBe(400);
    expect(result.body.success).toBe(false);
    expect(result.body.errors?.[field]).toBeDefined();
    if (message) expect(result.body.message).toBe(message);
  });

  it("answers 400 for malformed JSON", async () => {
    const user = await createUser();
    const result = await callRoute<IntentAnswer>(createIntent, {
      url,
      as: user,
      body: "{not json",
    });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe("Request body must be valid JSON");
  });

  it("keeps the first stored intent when one was already saved", async () => {
    const user = await createUser();
    const booking = await createBookingRow({ user_id: user.user_id });
    const first = await callRoute<IntentAnswer>(createIntent, {
      url,
      as: user,
      body: { booking_id: booking.booking_id, amount: 109.72, currency: "gbp" },
    });
    const db = await getDb();
    const [row] = await db
      .select({ id: bookings.payment_intent_id })
      .from(bookings)
      .where(eq(bookings.booking_id, booking.booking_id));
    expect(row?.id).toBe(first.body.data!.payment_intent_id);
  });
});
