import { getDb } from "@/server/db/client";
import { payments } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { changeBookingStatus } from "@/server/bookings/change-status";
import { findBooking } from "@/server/bookings/find-booking";
import { testProvider } from "@/server/payments/test-provider";
import { createBookingRow, createUser } from "@test/factories";
import { paymentRows, quietPaymentsTestSetup, readBooking } from "@test/payments";

quietPaymentsTestSetup();

class CallerFailed extends Error {}

/** A booking paid through the built-in provider: status paid, a succeeded payments row. */
async function paidBooking() {
  const owner = await createUser();
  const intentId = `tp_paid_${Date.now()}_${Math.random().toString(16).slice(2)}`;
  const booking = await createBookingRow({
    user_id: owner.user_id,
    status: "paid",
    payment_status: "paid",
    paid_at: new Date(),
    payment_intent_id: intentId,
  });
  const db = await getDb();
  await db.insert(payments).values({
    booking_id: booking.booking_id,
    provider: "test",
    provider_payment_id: intentId,
    amount_pence: booking.price_pence,
    status: "succeeded",
  });
  return { owner, booking };
}

describe("domain mutations inside a caller's transaction", () => {
  it("leaves nothing changed when the caller throws after a cancellation with a refund", async () => {
    const { owner, booking } = await paidBooking();
    const refund = jest.spyOn(testProvider, "refund");
    try {
      await expect(
        inTransaction(undefined, async (tx) => {
          const result = await cancelBooking({ bookingId: booking.booking_id, user: owner }, tx);
          expect(result).toMatchObject({ refunded: true, refundPence: booking.price_pence });
          // Inside the transaction the change is visible...
          expect(await findBooking(booking.booking_id, tx)).toMatchObject({
            status: "cancelled",
            payment_status: "refunded",
          });
          throw new CallerFailed("the caller's next step failed");
        }),
      ).rejects.toBeInstanceOf(CallerFailed);
      expect(refund).toHaveBeenCalledTimes(1);
    } finally {
      refund.mockRestore();
    }
    // ...and after the rollback none of it is.
    expect(await readBooking(booking.booking_id)).toMatchObject({
      status: "paid",
      payment_status: "paid",
      cancelled_at: null,
    });
    expect(await paymentRows(booking.booking_id)).toEqual([
      expect.objectContaining({ status: "succeeded", refunded_pence: 0, refund_id: null }),
    ]);
  });

  it("rolls back the open intents it closed, through the caller's transaction", async () => {
    const owner = await createUser();
    const booking = await createBookingRow({ user_id: owner.user_id });
    const db = await getDb();
    await db.insert(payments).values({
      booking_id: booking.booking_id,
      provider: "test",
      provider_payment_id: `tp_open_${booking.booking_id}`,
      amount_pence: booking.price_pence,
    });
    await expect(
      inTransaction(undefined, async (tx) => {
        await cancelBooking({ bookingId: booking.booking_id, user: owner }, tx);
        expect((await findBooking(booking.booking_id, tx))?.status).toBe("cancelled");
        throw new CallerFailed("rolled back");
      }),
    ).rejects.toBeInstanceOf(CallerFailed);
    expect((await readBooking(booking.booking_id)).status).toBe("pending");
    expect((await paymentRows(booking.booking_id))[0]).toMatchObject({
      status: "requires_payment",
    });
  });

  it("keeps a cancellation and its refund when the caller commits", async () => {
    const { booking } = await paidBooking();
    await inTransaction(undefined, (tx) =>
      changeBookingStatus({ bookingId: booking.booking_id, status: "cancelled" }, tx),
    );
    expect(await readBooking(booking.booking_id)).toMatchObject({
      status: "cancelled",
      payment_status: "refunded",
    });
    expect((await paymentRows(booking.booking_id))[0]).toMatchObject({
      status: "refunded",
      refunded_pence: booking.price_pence,
    });
  });

  it("undoes a status change with the caller's rollback, and refuses a bad one with 409", async () => {
    const owner = await createUser();
    const booking = await createBookingRow({ user_id: owner.user_id });
    await expect(
      inTransaction(undefined, async (tx) => {
        const changed = await changeBookingStatus(
          { bookingId: booking.booking_id, status: "confirmed" },
          tx,
        );
        expect(changed.status).toBe("confirmed");
        throw new CallerFailed("rolled back");
      }),
    ).rejects.toBeInstanceOf(CallerFailed);
    expect((await readBooking(booking.booking_id)).status).toBe("pending");
    await expect(
      inTransaction(undefined, (tx) =>
        changeBookingStatus({ bookingId: booking.booking_id, status: "completed" }, tx),
      ),
    ).rejects.toMatchObject({
      status: 409,
      message: "A pending booking cannot be changed to completed",
    });
  });
});
