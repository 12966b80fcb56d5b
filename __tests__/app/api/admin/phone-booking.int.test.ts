import { eq } from "drizzle-orm";
import { POST as phoneBooking } from "@/app/api/admin/bookings/route";
import { GET as customers } from "@/app/api/admin/customers/route";
import { GET as revenue } from "@/app/api/revenue/total/route";
import { listAuditEvents } from "@/server/audit/queries";
import { getDb } from "@/server/db/client";
import {
  bookings,
  emailOutbox,
  offlinePayments,
  passwordResetTokens,
  users,
} from "@/server/db/schema";
import { daysFromNow, pointToPointPayload } from "@test/booking";
import { createUser } from "@test/factories";
import { quietPaymentsTestSetup, readBooking } from "@test/payments";
import { callRoute } from "@test/route-client";

quietPaymentsTestSetup();

type User = Awaited<ReturnType<typeof createUser>>;
type Answer = {
  success: boolean;
  message: string;
  data?: {
    booking_id: number;
    customer_created: boolean;
    user_id: number;
    price: number;
    return_booking: { booking_id: number } | null;
    history: { action: string; actor_kind: string; context: Record<string, unknown> }[];
  };
  errors?: Record<string, string>;
};

const post = (body: unknown, as?: User, headers?: Record<string, string>) =>
  callRoute<Answer>(phoneBooking, {
    url: "/api/admin/bookings",
    method: "POST",
    body,
    as,
    headers,
  });

let admin: User;
beforeAll(async () => {
  admin = await createUser({ role: "admin", first_name: "Ops", last_name: "Desk" });
});

const newCustomer = (email: string) => ({
  first_name: "Katherine",
  last_name: "Johnson",
  email,
  phone_number: "07700 900321",
});

async function outboxFor(to: string) {
  const db = await getDb();
  return db.select().from(emailOutbox).where(eq(emailOutbox.to_address, to));
}

describe("POST /api/admin/bookings (phone bookings)", () => {
  it("creates a new customer with a set-password e-mail, the booking priced by the server, and e-mails a pay link", async () => {
    const res = await post(
      {
        customer: newCustomer("Kj.Phone@Example.com"),
        booking: pointToPointPayload(),
        payment: { mode: "link" },
      },
      admin,
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ customer_created: true, price: expect.any(Number) });
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.email, "kj.phone@example.com"));
    expect(user).toMatchObject({ role: "customer", phone_number: "+447700900321" });
    expect(
      await db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.user_id, user!.user_id)),
    ).toHaveLength(1);
    const mails = await outboxFor("kj.phone@example.com");
    expect(mails.map((mail) => mail.template).sort()).toEqual(["pay-link", "set-password"]);
    // The invitation opens "Set your password"; the account has no password of its own yet.
    expect(mails.find((mail) => mail.template === "set-password")?.text).toContain(
      "/set-password?token=",
    );
    expect(user!.password_set_at).toBeNull();
    const payLink = mails.find((mail) => mail.template === "pay-link");
    expect(payLink?.text).toContain(`/payment?booking_id=${res.body.data!.booking_id}`);
    const booking = await readBooking(res.body.data!.booking_id);
    expect(booking).toMatchObject({
      user_id: user!.user_id,
      status: "pending",
      payment_status: "unpaid",
    });
    const events = await listAuditEvents({ kind: "booking", id: booking.booking_id });
    expect(events).toMatchObject([
      {
        action: "created",
        actor_kind: "admin",
        actor_id: admin.user_id,
        context: { channel: "phone" },
      },
      { action: "email_sent", context: { template: "pay-link" } },
    ]);
    expect(await listAuditEvents({ kind: "user", id: user!.user_id })).toMatchObject([
      { action: "created", actor_id: admin.user_id },
    ]);
  });

  it("books for an existing customer and records an offline payment that counts as revenue", async () => {
    const customer = await createUser();
    const before = await callRoute<{ data: { total_revenue_pence: number } }>(revenue, {
      url: "/api/revenue/total",
      as: admin,
    });
    const res = await post(
      {
        customer: { user_id: customer.user_id },
        booking: pointToPointPayload({
          return_trip: { booking_date: daysFromNow(5), booking_time: "12:00" },
        }),
        payment: { mode: "offline", method: "invoice", reference: "INV-2042" },
      },
      admin,
    );
    expect(res.status).toBe(201);
    expect(res.body.data?.customer_created).toBe(false);
    const outbound = await readBooking(res.body.data!.booking_id);
    const back = await readBooking(res.body.data!.return_booking!.booking_id);
    expect(outbound).toMatchObject({
      user_id: customer.user_id,
      status: "paid",
      payment_status: "paid",
    });
    expect(back).toMatchObject({ status: "paid", payment_status: "paid" });
    const db = await getDb();
    const [ledger] = await db
      .select()
      .from(offlinePayments)
      .where(eq(offlinePayments.booking_id, outbound.booking_id));
    expect(ledger).toMatchObject({
      method: "invoice",
      reference: "INV-2042",
      amount_pence: outbound.price_pence + back.price_pence,
      recorded_by: admin.user_id,
    });
    const after = await callRoute<{ data: { total_revenue_pence: number } }>(revenue, {
      url: "/api/revenue/total",
      as: admin,
    });
    expect(after.body.data.total_revenue_pence - before.body.data.total_revenue_pence).toBe(
      ledger!.amount_pence,
    );
    const paid = (await listAuditEvents({ kind: "booking", id: outbound.booking_id })).find(
      (event) => event.action === "paid",
    );
    expect(paid).toMatchObject({
      actor_kind: "admin",
      context: { method: "invoice", reference: "INV-2042" },
    });
    // Paid offline: no pay link; the online receipt confirms the booking at once.
    const mails = await outboxFor(customer.email);
    expect(mails.map((mail) => mail.template)).toEqual(["receipt"]);
    expect(mails[0]?.text).toContain("Payment reference: Invoice INV-2042");
  });

  it("uses the existing customer when the new customer's e-mail is already known", async () => {
    const customer = await createUser();
    const res = await post(
      {
        customer: newCustomer(customer.email),
        booking: pointToPointPayload(),
        payment: { mode: "link" },
      },
      admin,
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ customer_created: false });
    expect((await readBooking(res.body.data!.booking_id)).user_id).toBe(customer.user_id);
  });

  it.each([
    [{ customer: { user_id: 999999 } }, 404, null, "Customer not found"],
    [
      {
        customer: { first_name: "", last_name: "X", email: "a@b.co", phone_number: "07700900123" },
      },
      400,
      "customer",
      null,
    ],
    [
      { customer: { first_name: "A", last_name: "B", email: "a@b.co", phone_number: "12" } },
      400,
      "customer",
      null,
    ],
    [
      { booking: pointToPointPayload({ number_of_passengers: 9 }) },
      400,
      "booking.number_of_passengers",
      "Number of passengers must be between 1 and 8",
    ],
    [
      { booking: pointToPointPayload({ booking_date: "2020-01-01" }) },
      400,
      "booking_date",
      "Pickup time cannot be in the past",
    ],
    [
      { payment: { mode: "offline", method: "cheque", reference: "x" } },
      400,
      "payment.method",
      "Method must be cash, invoice or account",
    ],
    [
      { payment: { mode: "offline", method: "cash", reference: "" } },
      400,
      "payment.reference",
      "Reference is required",
    ],
    [{ payment: { mode: "card" } }, 400, "payment", null],
    [{ price: 1 }, 400, null, null],
  ])("refuses %j", async (override, status, field, message) => {
    const db = await getDb();
    const count = (await db.select({ id: bookings.booking_id }).from(bookings)).length;
    const res = await post(
      {
        customer: newCustomer("refused@example.com"),
        booking: pointToPointPayload(),
        payment: { mode: "link" },
        ...override,
      },
      admin,
    );
    expect(res.status).toBe(status);
    if (field && message) expect(res.body.errors?.[field] ?? res.body.message).toBe(message);
    if (field && !message)
      expect(Object.keys(res.body.errors ?? {}).some((key) => key.startsWith(field))).toBe(true);
    if (!field && message) expect(res.body.message).toBe(message);
    expect((await db.select({ id: bookings.booking_id }).from(bookings)).length).toBe(count);
    expect(await db.select().from(users).where(eq(users.email, "refused@example.com"))).toEqual([]);
  });

  it("refuses a staff e-mail as a new customer, and answers 401/403 to visitors and customers", async () => {
    const res = await post(
      {
        customer: newCustomer(admin.email),
        booking: pointToPointPayload(),
        payment: { mode: "link" },
      },
      admin,
    );
    expect(res.status).toBe(409);
    const body = {
      customer: newCustomer("nobody@example.com"),
      booking: pointToPointPayload(),
      payment: { mode: "link" },
    };
    expect((await post(body)).status).toBe(401);
    expect((await post(body, await createUser())).status).toBe(403);
    expect((await post("{", admin)).status).toBe(400);
  });

  it("takes one booking for a repeated Idempotency-Key", async () => {
    const customer = await createUser();
    const body = {
      customer: { user_id: customer.user_id },
      booking: pointToPointPayload(),
      payment: { mode: "link" },
    };
    const first = await post(body, admin, { "idempotency-key": "phone-abc-123" });
    const second = await post(body, admin, { "idempotency-key": "phone-abc-123" });
    expect(second.body.data?.booking_id).toBe(first.body.data?.booking_id);
  });
});

describe("GET /api/admin/customers", () => {
  it("finds customers by name, e-mail or phone for administrators only", async () => {
    const customer = await createUser({
      first_name: "Dorothy",
      last_name: "Vaughan",
      phone_number: "+447700900888",
    });
    const found = await callRoute<{ data: { user_id: number }[] }>(customers, {
      url: "/api/admin/customers?q=vaugh",
      as: admin,
    });
    expect(found.body.data.map((row) => row.user_id)).toContain(customer.user_id);
    const byPhone = await callRoute<{ data: { user_id: number }[] }>(customers, {
      url: "/api/admin/customers?q=900888",
      as: admin,
    });
    expect(byPhone.body.data.map((row) => row.user_id)).toEqual([customer.user_id]);
    // A caller's number as they read it out, in the forms people type it.
    for (const typed of ["07700 900888", "07700900888", "+44 7700 900888"]) {
      const asRead = await callRoute<{ data: { user_id: number }[] }>(customers, {
        url: `/api/admin/customers?q=${encodeURIComponent(typed)}`,
        as: admin,
      });
      expect(asRead.body.data.map((row) => row.user_id)).toEqual([customer.user_id]);
    }
    expect(
      (await callRoute(customers, { url: "/api/admin/customers?q=a", as: admin })).status,
    ).toBe(400);
    expect((await callRoute(customers, { url: "/api/admin/customers", as: admin })).status).toBe(
      400,
    );
    expect((await callRoute(customers, { url: "/api/admin/customers?q=vaugh" })).status).toBe(401);
    expect(
      (await callRoute(customers, { url: "/api/admin/customers?q=vaugh", as: customer })).status,
    ).toBe(403);
  });
});
