import { eq } from "drizzle-orm";
import { PUT as setStatus } from "@/app/api/bookings/[id]/status/route";
import { getDb } from "@/server/db/client";
import { bookings } from "@/server/db/schema";
import { callRoute } from "@test/route-client";
import { createBookingRow, createUser } from "@test/factories";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirm } from "@/app/api/payments/test-provider/confirm/route";
import { createReturnTrip, paymentRows, quietPaymentsTestSetup, readBooking } from "@test/payments";

quietPaymentsTestSetup();

type Answer = {
  success: boolean;
  message: string;
  data?: { status: string };
  errors?: Record<string, string>;
};

async function put(
  bookingId: number | string,
  body: unknown,
  as?: Awaited<ReturnType<typeof createUser>>,
) {
  return callRoute<Answer, { id: string }>(setStatus, {
    method: "PUT",
    url: `/api/bookings/${bookingId}/status`,
    params: { id: String(bookingId) },
    body,
    as,
  });
}

describe("PUT /api/bookings/{id}/status", () => {
  it("lets an administrator move a booking through allowed transitions", async () => {
    const admin = await createUser({ role: "admin" });
    const customer = await createUser();
    const booking = await createBookingRow({ user_id: customer.user_id });
    const confirmed = await put(booking.booking_id, { status: "confirmed" }, admin);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe("Booking status updated successfully");
    expect(confirmed.body.data?.status).toBe("confirmed");
    expect((await put(booking.booking_id, { status: "completed" }, admin)).status).toBe(200);
    expect((await readBooking(booking.booking_id)).status).toBe("completed");
  });

  it("refuses a transition out of a finished state with 409", async () => {
    const admin = await createUser({ role: "admin" });
    const customer = await createUser();
    const booking = await createBookingRow({ user_id: customer.user_id, status: "cancelled" });
    const result = await put(booking.booking_id, { status: "confirmed" }, admin);
    expect(result.status).toBe(409);
    expect(result.body.message).toBe("A cancelled booking cannot be changed to confirmed");
    expect((await readBooking(booking.booking_id)).status).toBe("cancelled");
  });

  it.each([
    ["pending", "completed", "A pending booking cannot be changed to completed"],
    ["completed", "pending", "A completed booking cannot be changed to pending"],
    ["completed", "cancelled", "A completed booking cannot be changed to cancelled"],
    ["confirmed", "confirmed", "This booking is already confirmed"],
  ] as const)(
    "answers the state machine's refusal %s -> %s with 409 and changes nothing",
    async (from, to, message) => {
      const admin = await createUser({ role: "admin" });
      const customer = await createUser();
      const booking = await createBookingRow({ user_id: customer.user_id, status: from });
      const result = await put(booking.booking_id, { status: to }, admin);
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({ success: false, message });
      expect((await readBooking(booking.booking_id)).status).toBe(from);
    },
  );

  it("answers 403 to a customer setting 'paid' on their own booking, and nothing changes", async () => {
    const customer = await createUser();
    const booking = await createBookingRow({ user_id: customer.user_id });
    const result = await put(booking.booking_id, { status: "paid" }, customer);
    expect(result.status).toBe(403);
    const row = await readBooking(booking.booking_id);
    expect(row.status).toBe("pending");
    expect(row.payment_status).toBe("unpaid");
  });

  it("answers 401 without a session", async () => {
    const customer = await createUser();
    const booking = await createBookingRow({ user_id: customer.user_id });
    expect((await put(booking.booking_id, { status: "confirmed" })).status).toBe(401);
  });

  it("never lets even an administrator set 'paid'", async () => {
    const admin = await createUser({ role: "admin" });
    const customer = await createUser();
    const booking = await createBookingRow({ user_id: customer.user_id });
    const result = await put(booking.booking_id, { status: "paid" }, admin);
    expect(result.status).toBe(400);
    expect(result.body.errors?.status).toBe(
      "Status must be one of pending, confirmed, completed or cancelled",
    );
    expect((await readBooking(booking.booking_id)).status).toBe("pending");
  });

  it("answers 404 for an unknown or malformed id and 400 for bad bodies", async () => {
    const admin = await createUser({ role: "admin" });
    const customer = await createUser();
    const booking = await createBookingRow({ user_id: customer.user_id });
    expect((await put(999999, { status: "confirmed" }, admin)).status).toBe(404);
    expect((await put("abc", { status: "confirmed" }, admin)).status).toBe(404);
    expect((await put(booking.booking_id, "{bad", admin)).status).toBe(400);
    expect((await put(booking.booking_id, { status: 3 }, admin)).status).toBe(400);
    const extra = await put(booking.booking_id, { status: "confirmed", price: 1 }, admin);
    expect(extra.status).toBe(400);
    expect((await readBooking(booking.booking_id)).status).toBe("pending");
  });

  describe("out of paid", () => {
    async function paidBooking(status: "paid" | "confirmed" = "paid") {
      const customer = await createUser();
      return createBookingRow({
        user_id: customer.user_id,
        status,
        payment_status: "paid",
        paid_at: new Date(),
        payment_intent_id: "pi_paid",
      });
    }

    it.each([["confirmed"], ["completed"], ["cancelled"]])("allows paid -> %s", async (target) => {
      const admin = await createUser({ role: "admin" });
      const booking = await paidBooking();
      const result = await put(booking.booking_id, { status: target }, admin);
      expect(result.status).toBe(200);
      expect(await readBooking(booking.booking_id)).toMatchObject({
        status: target,
        payment_status: "paid",
      });
    });

    it("refuses paid -> pending, and confirmed -> pending once paid, with 409", async () => {
      const admin = await createUser({ role: "admin" });
      const paid = await paidBooking();
      const direct = await put(paid.booking_id, { status: "pending" }, admin);
      expect(direct.status).toBe(409);
      expect(direct.body.message).toBe("A paid booking cannot be changed to pending");
      const confirmed = await paidBooking("confirmed");
      const back = await put(confirmed.booking_id, { status: "pending" }, admin);
      expect(back.status).toBe(409);
      expect(back.body.message).toBe(
        "A confirmed booking cannot be changed to pending once it has been paid",
      );
      expect((await readBooking(confirmed.booking_id)).status).toBe("confirmed");
    });

    it("still lets an unpaid confirmed booking go back to pending", async () => {
      const admin = await createUser({ role: "admin" });
      const customer = await createUser();
      const booking = await createBookingRow({ user_id: customer.user_id, status: "confirmed" });
      expect((await put(booking.booking_id, { status: "pending" }, admin)).status).toBe(200);
    });
  });

  it("cancels the return leg with its outbound, but not the outbound with its return leg", async () => {
    const admin = await createUser({ role: "admin" });
    const customer = await createUser();
    const trip = await createReturnTrip(customer);
    expect((await put(trip.outbound.booking_id, { status: "cancelled" }, admin)).status).toBe(200);
    expect(await readBooking(trip.returnLeg.booking_id)).toMatchObject({ status: "cancelled" });
    expect((await readBooking(trip.returnLeg.booking_id)).cancelled_at).toBeInstanceOf(Date);

    const other = await createReturnTrip(customer);
    expect((await put(other.returnLeg.booking_id, { status: "cancelled" }, admin)).status).toBe(
      200,
    );
    expect((await readBooking(other.outbound.booking_id)).status).toBe("pending");
  });

  it("leaves a completed return leg alone when the outbound is cancelled", async () => {
    const admin = await createUser({ role: "admin" });
    const customer = await createUser();
    const trip = await createReturnTrip(customer);
    const db = await getDb();
    await db
      .update(bookings)
      .set({ status: "completed" })
      .where(eq(bookings.booking_id, trip.returnLeg.booking_id));
    expect((await put(trip.outbound.booking_id, { status: "cancelled" }, admin)).status).toBe(200);
    expect((await readBooking(trip.returnLeg.booking_id)).status).toBe("completed");
  });

  it("refunds a paid booking in full when an administrator cancels it, even inside the last hour", async () => {
    const admin = await createUser({ role: "admin" });
    const customer = await createUser();
    const inHalfAnHour = new Date(Date.now() + 30 * 60 * 1000);
    const booking = await createBookingRow({
      user_id: customer.user_id,
      price_pence: 5000,
      pickup_at: inHalfAnHour,
    });
    const intent = await callRoute<{ clientSecret: string }>(createIntent, {
      url: "/api/create-payment-intent",
      as: customer,
      body: { booking_id: booking.booking_id, amount: 50, currency: "gbp" },
    });
    const card = {
      client_secret: intent.body.clientSecret,
      card_number: "4242424242424242",
      expiry: "12/39",
      cvc: "123",
    };
    expect(
      (
        await callRoute(confirm, {
          url: "/api/payments/test-provider/confirm",
          as: customer,
          body: card,
        })
      ).status,
    ).toBe(200);

    const result = await put(booking.booking_id, { status: "cancelled" }, admin);
    expect(result.status).toBe(200);
    expect(result.body.data?.status).toBe("cancelled");
    expect(await readBooking(booking.booking_id)).toMatchObject({
      status: "cancelled",
      payment_status: "refunded",
    });
    const [payment] = await paymentRows(booking.booking_id);
    expect(payment).toMatchObject({ status: "refunded", refunded_pence: 5000 });
  });
});
