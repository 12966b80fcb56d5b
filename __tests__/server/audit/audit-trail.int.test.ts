import { eq } from "drizzle-orm";
import { POST as createBookingRoute } from "@/app/api/bookings/route";
import { PUT as setStatus } from "@/app/api/bookings/[id]/status/route";
import { POST as cancelRoute } from "@/app/api/bookings/[id]/cancel/route";
import { diffFields } from "@/server/audit/diff-fields";
import { listAuditEvents } from "@/server/audit/queries";
import { recordAudit } from "@/server/audit/record-audit";
import { createBooking } from "@/server/bookings/create-booking";
import { getDb } from "@/server/db/client";
import { auditEvents, bookings } from "@/server/db/schema";
import { pointToPointPayload } from "@test/booking";
import { createBookingRow, createUser } from "@test/factories";
import { payWithTestCard, quietPaymentsTestSetup } from "@test/payments";
import { callRoute } from "@test/route-client";
import { createBookingSchema } from "@/lib/validations/booking";

quietPaymentsTestSetup();

const history = (bookingId: number) => listAuditEvents({ kind: "booking", id: bookingId });

describe("diffFields", () => {
  it("lists only the listed fields that changed, dates as instants", () => {
    const before = { a: 1, b: "x", c: new Date("2026-01-01T00:00:00Z"), d: null as string | null };
    const after = { a: 1, b: "y", c: new Date("2026-01-02T00:00:00Z"), d: null };
    expect(diffFields(before, after, ["a", "b", "c", "d"])).toEqual({
      b: { old: "x", new: "y" },
      c: { old: "2026-01-01T00:00:00.000Z", new: "2026-01-02T00:00:00.000Z" },
    });
    expect(diffFields(before, { b: "x" }, ["a", "b"])).toEqual({});
  });
});

describe("the booking audit trail", () => {
  it("records an online booking as created by the customer, with both legs", async () => {
    const customer = await createUser({ first_name: "Grace", last_name: "Hopper" });
    const result = await callRoute<{
      data: { booking_id: number; return_booking: { booking_id: number } };
    }>(createBookingRoute, {
      url: "/api/bookings",
      as: customer,
      body: pointToPointPayload({
        return_trip: { booking_date: pointToPointPayload().booking_date, booking_time: "18:00" },
      }),
    });
    expect(result.status).toBe(201);
    const [created] = await history(result.body.data.booking_id);
    expect(created).toMatchObject({
      action: "created",
      actor_kind: "customer",
      actor_id: customer.user_id,
      actor_label: `Grace Hopper <${customer.email}>`,
      context: { channel: "online", leg: "outbound" },
    });
    expect(created?.changes.status).toEqual({ old: null, new: "pending" });
    const [returnCreated] = await history(result.body.data.return_booking.booking_id);
    expect(returnCreated).toMatchObject({ action: "created", context: { leg: "return" } });
  });

  it("records payment, the receipt e-mail, an administrator's cancellation and the refund", async () => {
    const admin = await createUser({ role: "admin", first_name: "Ops", last_name: "Desk" });
    const customer = await createUser();
    const booking = await createBookingRow({ user_id: customer.user_id, price_pence: 5000 });
    const { paid } = await payWithTestCard(customer, booking.booking_id, 50);
    expect(paid.status).toBe(200);
    const cancelled = await callRoute(setStatus, {
      method: "PUT",
      url: `/api/bookings/${booking.booking_id}/status`,
      params: { id: String(booking.booking_id) },
      body: { status: "cancelled" },
      as: admin,
    });
    expect(cancelled.status).toBe(200);
    const events = await history(booking.booking_id);
    expect(events.map((event) => event.action)).toEqual([
      "paid",
      "email_sent",
      "cancelled",
      "refunded",
      "email_sent",
    ]);
    expect(events[0]).toMatchObject({
      actor_kind: "system",
      changes: { payment_status: { old: "unpaid", new: "paid" } },
      context: { amount_pence: 5000, provider: "test" },
    });
    expect(events[1]?.context).toMatchObject({ template: "receipt", to: customer.email });
    expect(events[2]).toMatchObject({
      actor_kind: "admin",
      actor_id: admin.user_id,
      changes: { status: { old: "paid", new: "cancelled" } },
    });
    expect(events[3]).toMatchObject({
      actor_kind: "admin",
      changes: { payment_status: { old: "paid", new: "refunded" } },
      context: { amount_pence: 5000, partial: false },
    });
    expect(events[4]?.context).toMatchObject({ template: "cancellation", to: customer.email });
  });

  it("records a status change and a customer's own cancellation", async () => {
    const admin = await createUser({ role: "admin" });
    const customer = await createUser();
    const booking = await createBookingRow({ user_id: customer.user_id });
    await callRoute(setStatus, {
      method: "PUT",
      url: `/api/bookings/${booking.booking_id}/status`,
      params: { id: String(booking.booking_id) },
      body: { status: "confirmed" },
      as: admin,
    });
    const cancelled = await callRoute(cancelRoute, {
      url: `/api/bookings/${booking.booking_id}/cancel`,
      params: { id: String(booking.booking_id) },
      as: customer,
    });
    expect(cancelled.status).toBe(200);
    const events = await history(booking.booking_id);
    expect(events).toMatchObject([
      {
        action: "status_changed",
        actor_kind: "admin",
        changes: { status: { old: "pending", new: "confirmed" } },
      },
      { action: "cancelled", actor_kind: "customer", actor_id: customer.user_id },
      { action: "email_sent", context: { template: "cancellation" } },
    ]);
  });

  it("a refused status change writes no audit row", async () => {
    const admin = await createUser({ role: "admin" });
    const customer = await createUser();
    const booking = await createBookingRow({ user_id: customer.user_id, status: "completed" });
    const refused = await callRoute(setStatus, {
      method: "PUT",
      url: `/api/bookings/${booking.booking_id}/status`,
      params: { id: String(booking.booking_id) },
      body: { status: "confirmed" },
      as: admin,
    });
    expect(refused.status).toBe(409);
    expect(await history(booking.booking_id)).toEqual([]);
  });

  it("an audit row that cannot be written takes the booking with it (one transaction)", async () => {
    const customer = await createUser();
    const db = await getDb();
    const before = await db.select({ id: bookings.booking_id }).from(bookings);
    const payload = createBookingSchema.parse(pointToPointPayload());
    // PostgreSQL text cannot hold NUL, so the audit insert fails after the booking insert.
    await expect(
      createBooking({
        userId: customer.user_id,
        payload,
        audit: { actor: { kind: "admin", id: 1, label: "bad\u0000label" }, channel: "phone" },
      }),
    ).rejects.toThrow();
    const after = await db.select({ id: bookings.booking_id }).from(bookings);
    expect(after).toHaveLength(before.length);
  });

  it("a failure after the change leaves neither the change nor its audit row", async () => {
    const customer = await createUser();
    const booking = await createBookingRow({ user_id: customer.user_id });
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await tx
          .update(bookings)
          .set({ status: "confirmed" })
          .where(eq(bookings.booking_id, booking.booking_id));
        await recordAudit(tx, {
          actor: { kind: "system", id: null, label: "System" },
          entity: { kind: "booking", id: booking.booking_id },
          action: "status_changed",
          changes: { status: { old: "pending", new: "confirmed" } },
        });
        throw new Error("after the change");
      }),
    ).rejects.toThrow("after the change");
    const [row] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.booking_id, booking.booking_id));
    expect(row?.status).toBe("pending");
    const rows = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity_id, String(booking.booking_id)));
    expect(rows).toEqual([]);
  });
});
