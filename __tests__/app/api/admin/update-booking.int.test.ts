import { eq } from "drizzle-orm";
import { GET as getBooking } from "@/app/api/bookings/[id]/route";
import { GET as details } from "@/app/api/admin/bookings/[id]/route";
import { listAuditEvents } from "@/server/audit/queries";
import { getDb } from "@/server/db/client";
import { auditEvents, payments } from "@/server/db/schema";
import { testProvider } from "@/server/payments/test-provider";
import { daysFromNow } from "@test/booking";
import { putBooking, type Answer } from "@test/booking-routes";
import { createBookingRow, createUser } from "@test/factories";
import { paymentRows, payWithTestCard, quietPaymentsTestSetup, readBooking } from "@test/payments";
import { callRoute } from "@test/route-client";

quietPaymentsTestSetup();

type User = Awaited<ReturnType<typeof createUser>>;
const history = (id: number) => listAuditEvents({ kind: "booking", id });

let admin: User;
let customer: User;
beforeAll(async () => {
  admin = await createUser({ role: "admin", first_name: "Ops", last_name: "Desk" });
  customer = await createUser();
});

async function payAsCustomer(bookingId: number, pounds: number) {
  const { paid } = await payWithTestCard(customer, bookingId, pounds);
  expect(paid.status).toBe(200);
}

describe("PUT /api/bookings/{booking_id}", () => {
  it("accepts the whole booking object back, applies the edit and ignores read-only and forbidden fields", async () => {
    const booking = await createBookingRow({ user_id: customer.user_id });
    const other = await createUser();
    const current = await callRoute<Answer, { id: string }>(details, {
      url: `/api/admin/bookings/${booking.booking_id}`,
      params: { id: String(booking.booking_id) },
      as: admin,
    });
    const body = {
      ...current.body.data,
      booking_time: "14:30",
      notes_for_chauffeur: "Meet at door 4",
      user_id: other.user_id,
      payment_status: "paid",
      partner_id: 99,
      price: 1,
      first_name: "Hacker",
    };
    const res = await putBooking(booking.booking_id, body, admin);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Booking updated successfully");
    const stored = await readBooking(booking.booking_id);
    expect(stored).toMatchObject({
      booking_time: "14:30:00",
      notes_for_chauffeur: "Meet at door 4",
      user_id: customer.user_id,
      payment_status: "unpaid",
      partner_id: null,
      price_pence: booking.price_pence,
    });
    expect(stored.pickup_at.getTime()).toBeGreaterThan(booking.pickup_at.getTime());
    const [updated] = await history(booking.booking_id);
    expect(updated).toMatchObject({
      action: "updated",
      actor_kind: "admin",
      actor_id: admin.user_id,
      changes: {
        booking_time: { old: "10:00:00", new: "14:30:00" },
        notes_for_chauffeur: { old: null, new: "Meet at door 4" },
      },
    });
    expect(Object.keys(updated!.changes)).not.toContain("user_id");
  });

  it("re-prices when a priced field changes, and records the new price", async () => {
    const booking = await createBookingRow({
      user_id: customer.user_id,
      service_type: "business_class",
    });
    const res = await putBooking(booking.booking_id, { service_type: "first_class" }, admin);
    expect(res.status).toBe(200);
    const stored = await readBooking(booking.booking_id);
    expect(stored.service_type).toBe("first_class");
    expect(stored.price_pence).toBeGreaterThan(booking.price_pence);
    const events = await history(booking.booking_id);
    expect(events.map((event) => event.action)).toEqual(["updated", "price_set"]);
    expect(events[1]).toMatchObject({
      changes: { price_pence: { old: booking.price_pence, new: stored.price_pence } },
      context: { manual: false },
    });
  });

  it("sets a manual price only with a reason", async () => {
    const booking = await createBookingRow({ user_id: customer.user_id });
    const refused = await putBooking(booking.booking_id, { manual_price: 80 }, admin);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.price_reason).toBe("A reason is required for a manual price");
    const res = await putBooking(
      booking.booking_id,
      { manual_price: 80.5, price_reason: "Corporate rate" },
      admin,
    );
    expect(res.status).toBe(200);
    expect((await readBooking(booking.booking_id)).price_pence).toBe(8050);
    expect(await history(booking.booking_id)).toMatchObject([
      { action: "price_set", context: { manual: true, reason: "Corporate rate" } },
    ]);
  });

  it.each([
    [
      { number_of_passengers: 0 },
      "number_of_passengers",
      "Number of passengers must be between 1 and 8",
    ],
    [
      { number_of_passengers: 1.5 },
      "number_of_passengers",
      "Number of passengers must be a whole number",
    ],
    [{ number_of_luggage: 9 }, "number_of_luggage", "Number of luggage must be between 0 and 8"],
    [{ number_of_luggage: "2" }, "number_of_luggage", "Number of luggage must be a number"],
    [
      { number_of_hours: 3 },
      "number_of_hours",
      "Number of hours is only allowed for hourly bookings",
    ],
    [
      { booking_date: "2026-13-40" },
      "booking_date",
      "Invalid booking date. Expected format: yyyy-MM-dd",
    ],
    [
      { booking_time: "25:00" },
      "booking_time",
      "Invalid booking time format. Expected format: HH:mm:ss",
    ],
    [{ booking_date: "2020-01-01" }, "booking_date", "Pickup time cannot be in the past"],
    [
      { service_type: "economy_class" },
      "service_type",
      "Service type must be business_class, first_class or business_van",
    ],
    [{ is_self_booking: false }, "guest_first_name", "Passenger first name is required"],
    [{ guest_email: "not-an-email" }, "guest_email", "Invalid email address"],
    [{ pickup_location: "" }, "pickup_location", "Pickup location is required"],
    [
      { flight_number: "x".repeat(21) },
      "flight_number",
      "Flight number must be at most 20 characters",
    ],
    [
      { status: "lost" },
      "status",
      "Status must be one of pending, paid, confirmed, completed or cancelled",
    ],
    [{ manual_price: -5, price_reason: "x" }, "manual_price", "Manual price must be more than 0"],
    [
      { manual_price: 10.123, price_reason: "x" },
      "manual_price",
      "Manual price must have at most 2 decimals",
    ],
  ])("answers 400 for %j", async (body, field, message) => {
    const booking = await createBookingRow({ user_id: customer.user_id });
    const res = await putBooking(booking.booking_id, body, admin);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
    expect(await readBooking(booking.booking_id)).toEqual(booking);
    expect(await history(booking.booking_id)).toEqual([]);
  });

  it("refuses unknown keys, a malformed body and a return trip", async () => {
    const booking = await createBookingRow({ user_id: customer.user_id });
    expect((await putBooking(booking.booking_id, { colour: "red" }, admin)).status).toBe(400);
    expect((await putBooking(booking.booking_id, "{", admin)).status).toBe(400);
    expect((await putBooking(booking.booking_id, "[]", admin)).status).toBe(400);
    expect(
      (
        await putBooking(
          booking.booking_id,
          { return_trip: { booking_date: daysFromNow(5), booking_time: "10:00" } },
          admin,
        )
      ).status,
    ).toBe(400);
  });

  it("moves the status through the state machine and refuses what it refuses", async () => {
    const booking = await createBookingRow({ user_id: customer.user_id });
    expect((await putBooking(booking.booking_id, { status: "confirmed" }, admin)).status).toBe(200);
    expect(await history(booking.booking_id)).toMatchObject([
      { action: "status_changed", changes: { status: { old: "pending", new: "confirmed" } } },
    ]);
    const done = await createBookingRow({ user_id: customer.user_id, status: "completed" });
    const refused = await putBooking(
      done.booking_id,
      { status: "pending", notes_for_chauffeur: "x" },
      admin,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("A completed booking cannot be changed to pending");
    expect(await readBooking(done.booking_id)).toEqual(done);
    const paidOnly = await putBooking(booking.booking_id, { status: "paid" }, admin);
    expect(paidOnly.status).toBe(409);
  });

  it("cancels through the cancellation path: a paid booking is refunded in full", async () => {
    const booking = await createBookingRow({ user_id: customer.user_id, price_pence: 6000 });
    await payAsCustomer(booking.booking_id, 60);
    const res = await putBooking(booking.booking_id, { status: "cancelled" }, admin);
    expect(res.status).toBe(200);
    expect(await readBooking(booking.booking_id)).toMatchObject({
      status: "cancelled",
      payment_status: "refunded",
    });
    const actions = (await history(booking.booking_id)).map((event) => event.action);
    expect(actions).toEqual(["paid", "email_sent", "cancelled", "refunded", "email_sent"]);
  });

  it("lowers a paid booking's price with a partial refund, and refuses to raise it", async () => {
    const booking = await createBookingRow({ user_id: customer.user_id, price_pence: 10000 });
    await payAsCustomer(booking.booking_id, 100);
    const up = await putBooking(
      booking.booking_id,
      { manual_price: 120, price_reason: "Extra stop" },
      admin,
    );
    expect(up.status).toBe(409);
    expect(up.body.message).toContain("The price of a paid booking cannot go up");
    const down = await putBooking(
      booking.booking_id,
      { manual_price: 75, price_reason: "Goodwill" },
      admin,
    );
    expect(down.status).toBe(200);
    expect(await readBooking(booking.booking_id)).toMatchObject({
      price_pence: 7500,
      payment_status: "paid",
    });
    const [payment] = await paymentRows(booking.booking_id);
    expect(payment).toMatchObject({
      amount_pence: 10000,
      refunded_pence: 2500,
      status: "succeeded",
    });
    const events = await history(booking.booking_id);
    expect(events.slice(-2)).toMatchObject([
      { action: "price_set", changes: { price_pence: { old: 10000, new: 7500 } } },
      { action: "refunded", context: { amount_pence: 2500, partial: true } },
    ]);
  });

  it("a refund that fails after the price change leaves neither the change nor its audit rows", async () => {
    const booking = await createBookingRow({ user_id: customer.user_id, price_pence: 10000 });
    await payAsCustomer(booking.booking_id, 100);
    const before = await readBooking(booking.booking_id);
    const auditBefore = await history(booking.booking_id);
    const spy = jest
      .spyOn(testProvider, "refund")
      .mockRejectedValueOnce(new Error("provider down"));
    const res = await putBooking(
      booking.booking_id,
      { manual_price: 50, price_reason: "Goodwill" },
      admin,
    );
    spy.mockRestore();
    expect(res.status).toBe(503);
    expect(res.body.message).toContain("the price was not changed");
    expect(await readBooking(booking.booking_id)).toEqual(before);
    expect(await history(booking.booking_id)).toEqual(auditBefore);
    const [payment] = await paymentRows(booking.booking_id);
    expect(payment?.refunded_pence).toBe(0);
  });

  it("authorization: 401 signed out, 403 for the owner and other customers, 404 unknown or malformed id", async () => {
    const booking = await createBookingRow({ user_id: customer.user_id });
    const other = await createUser();
    expect((await putBooking(booking.booking_id, { notes_for_chauffeur: "x" })).status).toBe(401);
    expect(
      (await putBooking(booking.booking_id, { notes_for_chauffeur: "x" }, customer)).status,
    ).toBe(403);
    expect((await putBooking(booking.booking_id, { notes_for_chauffeur: "x" }, other)).status).toBe(
      403,
    );
    expect((await putBooking(999999, { notes_for_chauffeur: "x" }, admin)).status).toBe(404);
    expect((await putBooking("abc", { notes_for_chauffeur: "x" }, admin)).status).toBe(404);
    expect(await readBooking(booking.booking_id)).toEqual(booking);
    const db = await getDb();
    expect(
      await db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.entity_id, String(booking.booking_id))),
    ).toEqual([]);
    // The customer's own GET still works.
    const own = await callRoute(getBooking, {
      url: `/api/bookings/${booking.booking_id}`,
      params: { id: String(booking.booking_id) },
      as: customer,
    });
    expect(own.status).toBe(200);
    void payments;
  });

  it("marks a booking as an event (its partner commission's category), audited; a non-boolean is a 400", async () => {
    const booking = await createBookingRow({ user_id: customer.user_id });
    const res = await putBooking(booking.booking_id, { is_event: true }, admin);
    expect(res.status).toBe(200);
    expect((await readBooking(booking.booking_id)).is_event).toBe(true);
    const [event] = await history(booking.booking_id);
    expect(event).toMatchObject({
      action: "updated",
      changes: { is_event: { old: false, new: true } },
    });
    const bad = await putBooking(booking.booking_id, { is_event: "yes" }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.is_event).toBe("Event must be true or false");
  });
});
