import { GET as preview, POST as cancel } from "@/app/api/bookings/[id]/cancel/route";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirm } from "@/app/api/payments/test-provider/confirm/route";
import { pickupInstant } from "@/lib/time-rules";
import { markBookingLegsPaid } from "@/server/payments/mark-legs-paid";
import { changeBookingStatus } from "@/server/bookings/change-status";
import { getDb } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema";
import { eq } from "drizzle-orm";
import { testProvider } from "@/server/payments/test-provider";
import { callRoute } from "@test/route-client";
import { createBookingRow, createUser } from "@test/factories";
import { createReturnTrip, paymentRows, quietPaymentsTestSetup, readBooking } from "@test/payments";

quietPaymentsTestSetup();

type Answer = {
  success: boolean;
  message: string;
  clientSecret?: string;
  data?: {
    refunded: boolean;
    refund_amount: number;
    booking_ids: number[];
    late_cancellation: boolean;
  };
};

async function post(bookingId: number | string, as?: Awaited<ReturnType<typeof createUser>>) {
  return callRoute<Answer, { id: string }>(cancel, {
    method: "POST",
    url: `/api/bookings/${bookingId}/cancel`,
    params: { id: String(bookingId) },
    as,
  });
}

async function openIntent(
  user: Awaited<ReturnType<typeof createUser>>,
  bookingId: number,
  amount: number,
): Promise<string> {
  const created = await callRoute<Answer>(createIntent, {
    url: "/api/create-payment-intent",
    as: user,
    body: { booking_id: bookingId, amount, currency: "gbp" },
  });
  expect(created.status).toBe(200);
  return created.body.clientSecret!;
}

function confirmWith4242(user: Awaited<ReturnType<typeof createUser>>, clientSecret: string) {
  return callRoute<Answer>(confirm, {
    url: "/api/payments/test-provider/confirm",
    as: user,
    body: {
      client_secret: clientSecret,
      card_number: "4242424242424242",
      expiry: "12/39",
      cvc: "123",
    },
  });
}

async function pay(
  user: Awaited<ReturnType<typeof createUser>>,
  bookingId: number,
  amount: number,
) {
  const paid = await confirmWith4242(user, await openIntent(user, bookingId, amount));
  expect(paid.status).toBe(200);
}

/** A pickup `minutes` from now, in London wall-clock terms. */
function pickupIn(minutes: number) {
  const at = new Date(Date.now() + minutes * 60 * 1000);
  const london = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => london.find((p) => p.type === type)!.value;
  const booking_date = `${part("year")}-${part("month")}-${part("day")}`;
  const booking_time = `${part("hour")}:${part("minute")}:00`;
  return {
    booking_date,
    booking_time,
    pickup_at: pickupInstant(booking_date, booking_time, "Europe/London"),
  };
}

describe("POST /api/bookings/{id}/cancel", () => {
  it("cancels both legs and refunds in full more than an hour before pickup", async () => {
    const user = await createUser();
    const { outbound, returnLeg } = await createReturnTrip(user);
    await pay(user, outbound.booking_id, 190.22);
    const result = await post(outbound.booking_id, user);
    expect(result.status).toBe(200);
    expect(result.body.message).toBe(
      "Booking cancelled. Your payment of £190.22 will be refunded.",
    );
    expect(result.body.data).toMatchObject({ refunded: true, refund_amount: 190.22 });
    for (const id of [outbound.booking_id, returnLeg.booking_id]) {
      expect(await readBooking(id)).toMatchObject({
        status: "cancelled",
        payment_status: "refunded",
      });
    }
    const [payment] = await paymentRows(outbound.booking_id);
    expect(payment).toMatchObject({ status: "refunded", refunded_pence: 19022 });
    expect(payment!.refund_id).toMatch(/^tpre_/);
    expect((await post(outbound.booking_id, user)).status).toBe(409);
  });

  it("cancels without a refund inside the last hour and says so", async () => {
    const user = await createUser();
    const booking = await createBookingRow({
      user_id: user.user_id,
      price_pence: 5000,
      ...pickupIn(30),
    });
    await pay(user, booking.booking_id, 50);
    const result = await post(booking.booking_id, user);
    expect(result.status).toBe(200);
    expect(result.body.message).toBe(
      "Booking cancelled. Cancellations within 1 hour of pickup are not refunded.",
    );
    expect(result.body.data).toMatchObject({ refunded: false, late_cancellation: true });
    expect(await readBooking(booking.booking_id)).toMatchObject({
      status: "cancelled",
      payment_status: "paid",
    });
    expect((await paymentRows(booking.booking_id))[0]).toMatchObject({
      status: "succeeded",
      refunded_pence: 0,
    });
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

  it("lets the booking policy decide: not a partner's to cancel; an administrator cancels as the operator", async () => {
    const owner = await createUser();
    const partner = await createUser({ role: "partner" });
    const admin = await createUser({ role: "admin" });
    const booking = await createBookingRow({ user_id: owner.user_id, ...pickupIn(-120) });
    expect((await post(booking.booking_id, partner)).status).toBe(404);
    expect((await post(booking.booking_id, owner)).status).toBe(409);
    expect((await readBooking(booking.booking_id)).status).toBe("pending");
    // A pickup time already passed: the operator may still cancel an unfinished ride.
    const cancelled = await post(booking.booking_id, admin);
    expect(cancelled.status).toBe(200);
    expect((await readBooking(booking.booking_id)).status).toBe("cancelled");
  });

  it.each([
    ["cancelled", "This booking is already cancelled"],
    ["completed", "Only upcoming bookings can be cancelled"],
  ] as const)("refuses to cancel a %s booking with 409 and the reason", async (status, message) => {
    const owner = await createUser();
    const booking = await createBookingRow({ user_id: owner.user_id, status });
    const result = await post(booking.booking_id, owner);
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ success: false, message });
    expect((await readBooking(booking.booking_id)).status).toBe(status);
  });

  it("says why a past ride cannot be cancelled by its customer", async () => {
    const owner = await createUser();
    const past = await createBookingRow({ user_id: owner.user_id, ...pickupIn(-120) });
    const result = await post(past.booking_id, owner);
    expect(result.body.message).toBe("Only upcoming bookings can be cancelled");
  });

  it("cancels the open test-provider intent of an unpaid booking, so its client secret can no longer pay", async () => {
    const user = await createUser();
    const booking = await createBookingRow({ user_id: user.user_id, price_pence: 5000 });
    const clientSecret = await openIntent(user, booking.booking_id, 50);
    expect((await post(booking.booking_id, user)).status).toBe(200);
    const [row] = await paymentRows(booking.booking_id);
    expect((await testProvider.retrieveIntent(row!.provider_payment_id))?.status).toBe("canceled");
    expect((await confirmWith4242(user, clientSecret)).status).toBe(409);
    expect(await readBooking(booking.booking_id)).toMatchObject({
      status: "cancelled",
      payment_status: "unpaid",
    });
  });

  it("records the refund when another cancellation lands while the refund is being issued", async () => {
    const user = await createUser();
    const { outbound } = await createReturnTrip(user);
    await pay(user, outbound.booking_id, 190.22);
    const issue = testProvider.refund.bind(testProvider);
    // An administrator cancels the booking while the customer's refund is on its way.
    const refund = jest.spyOn(testProvider, "refund").mockImplementation(async (input) => {
      await changeBookingStatus({ bookingId: outbound.booking_id, status: "cancelled" }).catch(
        () => undefined,
      );
      return issue(input);
    });
    try {
      const result = await post(outbound.booking_id, user);
      expect(result.status).toBe(200);
      expect(result.body.data).toMatchObject({ refunded: true, refund_amount: 190.22 });
      expect(refund).toHaveBeenCalledTimes(1);
    } finally {
      refund.mockRestore();
    }
    const [payment] = await paymentRows(outbound.booking_id);
    expect(payment).toMatchObject({ status: "refunded", refunded_pence: 19022 });
    expect(payment!.refund_id).toMatch(/^tpre_/);
    expect(await readBooking(outbound.booking_id)).toMatchObject({
      status: "cancelled",
      payment_status: "refunded",
    });
  });

  it("gives concurrent cancellations one refund and one 409", async () => {
    const user = await createUser();
    const { outbound } = await createReturnTrip(user);
    await pay(user, outbound.booking_id, 190.22);
    const refund = jest.spyOn(testProvider, "refund");
    try {
      const results = await Promise.all([
        post(outbound.booking_id, user),
        post(outbound.booking_id, user),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(refund).toHaveBeenCalledTimes(1);
    } finally {
      refund.mockRestore();
    }
    expect((await paymentRows(outbound.booking_id))[0]).toMatchObject({
      status: "refunded",
      refunded_pence: 19022,
    });
  });

  it("releases the cancellation when the refund cannot be issued, so the customer can retry", async () => {
    const user = await createUser();
    const { outbound, returnLeg } = await createReturnTrip(user);
    await pay(user, outbound.booking_id, 190.22);
    const refund = jest
      .spyOn(testProvider, "refund")
      .mockRejectedValueOnce(new Error("provider down"));
    try {
      const failed = await post(outbound.booking_id, user);
      expect(failed.status).toBe(503);
      for (const id of [outbound.booking_id, returnLeg.booking_id])
        expect(await readBooking(id)).toMatchObject({
          status: "paid",
          payment_status: "paid",
          cancelled_at: null,
        });
      const retry = await post(outbound.booking_id, user);
      expect(retry.status).toBe(200);
      expect(retry.body.data).toMatchObject({ refunded: true, refund_amount: 190.22 });
    } finally {
      refund.mockRestore();
    }
  });

  it("never marks a cancelled leg paid", async () => {
    const user = await createUser();
    const booking = await createBookingRow({ user_id: user.user_id, status: "cancelled" });
    const db = await getDb();
    const changed = await db.transaction((tx) =>
      markBookingLegsPaid(tx, {
        bookingIds: [booking.booking_id],
        paymentIntentId: "pi_late",
        paidAt: new Date(),
      }),
    );
    expect(changed).toEqual([]);
    expect(await readBooking(booking.booking_id)).toMatchObject({
      status: "cancelled",
      payment_status: "unpaid",
      payment_intent_id: null,
    });
  });
});

type Preview = {
  success: boolean;
  data?: {
    legs: { booking_id: number; leg: string; date_time: string }[];
    paid: boolean;
    free: boolean;
    refund_amount: number;
  };
};

function ask(bookingId: number, as?: Awaited<ReturnType<typeof createUser>>) {
  return callRoute<Preview, { id: string }>(preview, {
    method: "GET",
    url: `/api/bookings/${bookingId}/cancel`,
    params: { id: String(bookingId) },
    as,
  });
}

async function mailTo(address: string) {
  const db = await getDb();
  return db.select().from(emailOutbox).where(eq(emailOutbox.to_address, address));
}

describe("cancelling legs of a return trip", () => {
  it("names each leg with its date and the refund before anything changes", async () => {
    const user = await createUser();
    const { outbound, returnLeg } = await createReturnTrip(user);
    await pay(user, outbound.booking_id, 190.22);
    const answer = await ask(outbound.booking_id, user);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ paid: true, free: true, refund_amount: 190.22 });
    expect(answer.body.data!.legs.map((leg) => [leg.booking_id, leg.leg])).toEqual([
      [outbound.booking_id, "Outbound"],
      [returnLeg.booking_id, "Return"],
    ]);
    expect(answer.body.data!.legs[1]!.date_time).toMatch(/\d{4} at 10:00/);
    expect(await readBooking(outbound.booking_id)).toMatchObject({ payment_status: "paid" });
  });

  it("cancels the return leg alone, refunding its price, and the outbound still runs", async () => {
    const user = await createUser();
    const { outbound, returnLeg } = await createReturnTrip(user);
    await pay(user, outbound.booking_id, 190.22);
    const answer = await ask(returnLeg.booking_id, user);
    expect(answer.body.data!.legs.map((leg) => leg.leg)).toEqual(["Return"]);
    expect(answer.body.data!.refund_amount).toBe(80.5);
    const result = await post(returnLeg.booking_id, user);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      booking_ids: [returnLeg.booking_id],
      refunded: true,
      refund_amount: 80.5,
    });
    expect(await readBooking(returnLeg.booking_id)).toMatchObject({ status: "cancelled" });
    expect(await readBooking(outbound.booking_id)).toMatchObject({ payment_status: "paid" });
    expect((await readBooking(outbound.booking_id)).status).not.toBe("cancelled");
  });

  it("e-mails the customer each cancelled leg and the refund, once", async () => {
    const user = await createUser();
    const { outbound, returnLeg } = await createReturnTrip(user);
    await pay(user, outbound.booking_id, 190.22);
    expect((await post(outbound.booking_id, user)).status).toBe(200);
    const mails = (await mailTo(user.email)).filter((mail) => mail.template === "cancellation");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Outbound — booking ${outbound.booking_reference}`);
    expect(mails[0]!.text).toContain(`Return — booking ${returnLeg.booking_reference}`);
    expect(mails[0]!.text).toContain("We have refunded £190.22");
    // Customers see the random reference; the sequential id is not theirs to see.
    expect(mails[0]!.text).not.toContain(`#${outbound.booking_id}`);
  });

  it("shows the preview only to the booking's owner", async () => {
    const user = await createUser();
    const other = await createUser();
    const { outbound } = await createReturnTrip(user);
    expect((await ask(outbound.booking_id)).status).toBe(401);
    expect((await ask(outbound.booking_id, other)).status).toBe(404);
  });
});
