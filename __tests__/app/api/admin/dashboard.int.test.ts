import { GET as totalBookings } from "@/app/api/admin/dashboard/total-bookings/route";
import { GET as activeDrivers } from "@/app/api/admin/dashboard/active-drivers/route";
import { GET as daily } from "@/app/api/admin/dashboard/daily/route";
import { GET as recent } from "@/app/api/admin/dashboard/recent-bookings/route";
import { GET as revenue } from "@/app/api/revenue/total/route";
import { getDb } from "@/server/db/client";
import { auditEvents, drivers, offlinePayments, payments } from "@/server/db/schema";
import { createBookingRow, createUser } from "@test/factories";
import { callRoute } from "@test/route-client";

type Envelope<T> = { success: boolean; message: string; data: T };
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

let admin: Awaited<ReturnType<typeof createUser>>;
let customer: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  customer = await createUser();
  const db = await getDb();
  // Three bookings received in the last 30 days, two in the 30 before, one older.
  const created = [1, 5, 29, 31, 59, 200].map((days) => ago(days));
  const rows = [];
  for (const at of created)
    rows.push(
      await createBookingRow({ user_id: customer.user_id, created_at: at, price_pence: 10000 }),
    );
  // Card: £100 this period, £50 of another refunded; £80 the period before. Offline £25 this period.
  await db.insert(payments).values([
    {
      booking_id: rows[0]!.booking_id,
      provider: "test",
      provider_payment_id: "tp_a",
      amount_pence: 10000,
      status: "succeeded",
      created_at: ago(1),
    },
    {
      booking_id: rows[1]!.booking_id,
      provider: "test",
      provider_payment_id: "tp_b",
      amount_pence: 10000,
      refunded_pence: 5000,
      status: "succeeded",
      created_at: ago(5),
    },
    {
      booking_id: rows[2]!.booking_id,
      provider: "test",
      provider_payment_id: "tp_c",
      amount_pence: 10000,
      status: "failed",
      created_at: ago(6),
    },
    {
      booking_id: rows[3]!.booking_id,
      provider: "test",
      provider_payment_id: "tp_d",
      amount_pence: 8000,
      status: "succeeded",
      created_at: ago(31),
    },
  ]);
  // A £30 tip this period (£5 of it refunded) and a £12 one the period before: the chauffeurs'
  // money, never the revenue.
  await db.insert(payments).values([
    {
      booking_id: rows[0]!.booking_id,
      provider: "test",
      kind: "tip",
      provider_payment_id: "tp_tip_a",
      amount_pence: 3000,
      refunded_pence: 500,
      status: "succeeded",
      created_at: ago(2),
    },
    {
      booking_id: rows[3]!.booking_id,
      provider: "test",
      kind: "tip",
      provider_payment_id: "tp_tip_b",
      amount_pence: 1200,
      status: "succeeded",
      created_at: ago(32),
    },
  ]);
  await db.insert(offlinePayments).values({
    booking_id: rows[2]!.booking_id,
    method: "cash",
    reference: "CASH-1",
    amount_pence: 2500,
    created_at: ago(2),
  });
  const [driverA] = await db
    .insert(drivers)
    .values([
      {
        first_name: "A",
        last_name: "One",
        email: "a@example.com",
        phone_number: "+447700900001",
        status: "Available",
      },
      {
        first_name: "B",
        last_name: "Two",
        email: "b@example.com",
        phone_number: "+447700900002",
        status: "Available",
      },
      {
        first_name: "C",
        last_name: "Three",
        email: "c@example.com",
        phone_number: "+447700900003",
        status: "Unavailable",
      },
    ])
    .returning();
  // One of today's two Available drivers became Available this month.
  await db.insert(auditEvents).values({
    actor_kind: "admin",
    actor_id: admin.user_id,
    entity_kind: "driver",
    entity_id: String(driverA!.driver_id),
    action: "status_changed",
    changes: { status: { old: "Under Review", new: "Available" } },
    occurred_at: ago(3),
  });
});

const endpoints = [
  ["total-bookings", totalBookings, "/api/admin/dashboard/total-bookings"],
  ["active-drivers", activeDrivers, "/api/admin/dashboard/active-drivers"],
  ["revenue", revenue, "/api/revenue/total"],
  ["daily", daily, "/api/admin/dashboard/daily"],
  ["recent", recent, "/api/admin/dashboard/recent-bookings"],
] as const;

describe("dashboard endpoints", () => {
  it.each(endpoints)(
    "%s: 401 signed out, 403 for a customer, 200 for an administrator",
    async (_, handler, url) => {
      expect((await callRoute(handler, { url })).status).toBe(401);
      const asCustomer = await callRoute(handler, { url, as: customer });
      expect(asCustomer.status).toBe(403);
      expect(asCustomer.text).not.toContain("total");
      const asAdmin = await callRoute(handler, { url, as: admin });
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.headers.get("cache-control")).toBe("no-store");
    },
  );

  it("counts bookings received in the last 30 days against the 30 before", async () => {
    const res = await callRoute<Envelope<Record<string, unknown>>>(totalBookings, {
      url: "/api/admin/dashboard/total-bookings",
      as: admin,
    });
    expect(res.body.data).toMatchObject({
      total: 3,
      previous_total: 2,
      percentageChange: 50,
    });
    expect(res.body.data.period).toMatchObject({ label: "Last 30 days" });
  });

  it("counts revenue as money received: succeeded less refunds, plus offline, in pounds, tips apart", async () => {
    const res = await callRoute<Envelope<Record<string, unknown>>>(revenue, {
      url: "/api/revenue/total",
      as: admin,
    });
    // 100 + (100 - 50) + 25 = 175 against 80; the tips (30 - 5 now, 12 before) are not revenue.
    expect(res.body.data).toMatchObject({
      total_revenue: 175,
      total_revenue_pence: 17500,
      previous_revenue: 80,
      percentageChange: 118.8,
      tips: 25,
      tips_pence: 2500,
    });
  });

  it("counts Available drivers and their change from the audit trail", async () => {
    const res = await callRoute<Envelope<Record<string, unknown>>>(activeDrivers, {
      url: "/api/admin/dashboard/active-drivers",
      as: admin,
    });
    expect(res.body.data).toMatchObject({ total: 2, previous_total: 1, percentageChange: 100 });
  });

  it("gives one point per day with bookings and revenue that add up to the cards", async () => {
    const res = await callRoute<
      Envelope<{ days: number; series: { date: string; bookings: number; revenue: number }[] }>
    >(daily, { url: "/api/admin/dashboard/daily?days=30", as: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.series).toHaveLength(30);
    const sum = (key: "bookings" | "revenue") =>
      res.body.data.series.reduce((total, day) => total + day[key], 0);
    expect(sum("bookings")).toBe(3);
    expect(sum("revenue")).toBe(175);
    const dates = res.body.data.series.map((day) => day.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it.each(["0", "367", "abc", "1.5", "-3"])("refuses days=%s with a field error", async (days) => {
    const res = await callRoute<Envelope<unknown> & { errors: Record<string, string> }>(daily, {
      url: `/api/admin/dashboard/daily?days=${days}`,
      as: admin,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.days).toBe("Days must be a whole number from 1 to 366");
  });

  it("refuses unknown query parameters", async () => {
    const res = await callRoute(daily, { url: "/api/admin/dashboard/daily?limit=5", as: admin });
    expect(res.status).toBe(400);
  });

  it("lists the 7 bookings received last, newest first, with the customer", async () => {
    const res = await callRoute<
      Envelope<{ booking_id: number; created_at: string; email: string }[]>
    >(recent, {
      url: "/api/admin/dashboard/recent-bookings",
      as: admin,
    });
    expect(res.body.data.length).toBe(6);
    const times = res.body.data.map((row) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(res.body.data[0]?.email).toBe(customer.email);
    for (let i = 0; i < 3; i += 1) await createBookingRow({ user_id: customer.user_id });
    const more = await callRoute<Envelope<unknown[]>>(recent, {
      url: "/api/admin/dashboard/recent-bookings",
      as: admin,
    });
    expect(more.body.data).toHaveLength(7);
  });
});
