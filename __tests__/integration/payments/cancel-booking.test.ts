import { POST as cancel } from "@/app/api/bookings/[id]/cancel/route";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirm } from "@/app/api/payments/test-provider/confirm/route";
import { pickupInstant } from "@/lib/time-rules";
import { callRoute } from "../../support/route-client";
import { createBookingRow, createUser } from "../../support/factories";
import { createReturnTrip, paymentRows, quietPaymentsTestSetup, readBooking } from "./helpers";

quietPaymentsTestSetup();

type Answer = { success: boolean; message: string; clientSecret?: string; data?: { refunded: boolean; refund_amount: number; booking_ids: number[]; late_cancellation: boolean } };

async function post(bookingId: number | string, as?: Awaited<ReturnType<typeof createUser>>) {
  return callRoute<Answer, { id: string }>(cancel, { method: "POST", url: `/api/bookings/${bookingId}/cancel`, params: { id: String(bookingId) }, as });
}

async function pay(user: Awaited<ReturnType<typeof createUser>>, bookingId: number, amount: number) {
  const created = await callRoute<Answer>(createIntent, { url: "/api/create-payment-intent", as: user, body: { booking_id: bookingId, amount, currency: "gbp" } });
  const paid = await callRoute<Answer>(confirm, { url: "/api/payments/test-provider/confirm", as: user, body: { client_secret: created.body.clientSecret, card_number: "4242424242424242", expiry: "12/39", cvc: "123" } });
  expect(paid.status).toBe(200);
}

/** A pickup `minutes` from now, in London wall-clock terms. */
function pickupIn(minutes: number) {
  const at = new Date(Date.now() + minutes * 60 * 1000);
  const london = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }).formatToParts(at);
  const part = (type: string) => london.find((p) => p.type === type)!.value;
  const booking_date = `${part("year")}-${part("month")}-${part("day")}`;
  const booking_time = `${part("hour")}:${part("minute")}:00`;
  return { booking_date, booking_time, pickup_at: pickupInstant(booking_date, booking_time, "Europe/London") };
}

describe("POST /api/bookings/{id}/cancel", () => {
  it("cancels both legs and refunds in full more than an hour before pickup", async () => {
    const user = await createUser();
    const { outbound, returnLeg } = await createReturnTrip(user);
    await pay(user, outbound.booking_id, 190.22);
    const result = await post(outbound.booking_id, user);
    expect(result.status).toBe(200);
    expect(result.body.message).toBe("Booking cancelled. Your payment of £190.22 will be refunded.");
    expect(result.body.data).toMatchObject({ refunded: true, refund_amount: 190.22 });
    for (const id of [outbound.booking_id, returnLeg.booking_id]) {
      expect(await readBooking(id)).toMatchObject({ status: "cancelled", payment_status: "refunded" });
    }
    const [payment] = await paymentRows(outbound.booking_id);
    expect(payment).toMatchObject({ status: "refunded", refunded_pence: 19022 });
    expect(payment!.refund_id).toMatch(/^tpre_/);
    expect((await post(outbound.booking_id, user)).status).toBe(409);
  });

  it("cancels without a refund inside the last hour and says so", async () => {
    const user = await createUser();
    const booking = await createBookingRow({ user_id: user.user_id, price_pence: 5000, ...pickupIn(30) });
    await pay(user, booking.booking_id, 50);
    const result = await post(booking.booking_id, user);
    expect(result.status).toBe(200);
    expect(result.body.message).toBe("Booking cancelled. Cancellations within 1 hour of pickup are not refunded.");
    expect(result.body.data).toMatchObject({ refunded: false, late_cancellation: true });
    expect(await readBooking(booking.booking_id)).toMatchObject({ status: "cancelled", payment_status: "paid" });
    expect((await paymentRows(booking.booking_id))[0]).toMatchObject({ status: "succeeded", refunded_pence: 0 });
  });

  it("cancels an unpaid booking without a refund", async () => {
    const user = await createUser();
    const booking = await createBookingRow({ user_id: user.user_id });
    const result = await post(booking.booking_id, user);
    expect(result.status).toBe(200);
    expect(result.body.message).toBe("Booking cancelled.");
    expect((await readBooking(booking.booking_id)).status).toBe("cancelled");
  });

  it("refuses past bookings, other customers and anonymous callers", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const past = await createBookingRow({ user_id: owner.user_id, ...pickupIn(-120) });
    const upcoming = await createBookingRow({ user_id: owner.user_id });
    expect((await post(past.booking_id, owner)).status).toBe(409);
    expect((await post(upcoming.booking_id, stranger)).status).toBe(404);
    expect((await post(upcoming.booking_id)).status).toBe(401);
    expect((await post("x1", owner)).status).toBe(404);
    expect((await readBooking(upcoming.booking_id)).status).toBe("pending");
    expect((await readBooking(past.booking_id)).status).toBe("pending");
  });
});
