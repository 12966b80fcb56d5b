import { sql } from "drizzle-orm";
import { GET as list } from "@/app/api/bookings/route";
import { GET as exportCsv } from "@/app/api/admin/bookings/export/route";
import { getDb } from "@/server/db/client";
import { COUNT_CAP, listBookings } from "@/server/bookings/list-bookings";
import { bookingListParamsSchema } from "@/server/bookings/booking-list-params";
import { createBookingRow, createUser } from "@test/factories";
import { callRoute } from "@test/route-client";

type User = Awaited<ReturnType<typeof createUser>>;
type Row = {
  booking_id: number;
  status: string;
  price: number;
  booking_date: string;
  first_name: string;
  created_at: string;
  pickup_at: string;
};
type Answer = {
  success: boolean;
  message: string;
  data: Row[];
  pagination: {
    page: number;
    page_size: number;
    total: number;
    total_is_estimate: boolean;
    has_next: boolean;
    next_cursor: string | null;
  };
  errors?: Record<string, string>;
};

const get = (query: string, as?: User) =>
  callRoute<Answer>(list, { url: `/api/bookings${query}`, as });
const ids = (answer: { body: Answer }) => answer.body.data.map((row) => row.booking_id);

let admin: User;
let ada: User;
let alan: User;
let hacker: User;
const adaIds: number[] = [];

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  ada = await createUser({
    first_name: "Ada",
    last_name: "Lovelace",
    email: "ada.list@example.com",
  });
  alan = await createUser({ first_name: "Alan", last_name: "Turing" });
  hacker = await createUser({
    first_name: '=HYPERLINK("http://evil.example","x")',
    last_name: "+1",
  });
  const statuses = ["pending", "confirmed", "completed", "cancelled", "paid"] as const;
  for (let i = 0; i < 12; i += 1) {
    const row = await createBookingRow({
      user_id: ada.user_id,
      status: statuses[i % 5],
      price_pence: 5000 + i * 100,
      booking_date: `2027-03-${String(1 + i).padStart(2, "0")}`,
      pickup_at: new Date(`2027-03-${String(1 + i).padStart(2, "0")}T10:00:00Z`),
    });
    adaIds.push(row.booking_id);
  }
  for (let i = 0; i < 3; i += 1)
    await createBookingRow({
      user_id: alan.user_id,
      booking_date: "2027-04-01",
      pickup_at: new Date("2027-04-01T09:00:00Z"),
      price_pence: 9000 + i,
    });
  await createBookingRow({
    user_id: hacker.user_id,
    pickup_location: "@SUM(1+1)",
    booking_date: "2027-05-01",
    pickup_at: new Date("2027-05-01T09:00:00Z"),
  });
});

describe("GET /api/bookings (the administrator's list)", () => {
  it("answers 10 a page with the spec's data array and paging beside it", async () => {
    const res = await get("", admin);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
    expect(res.body.data).toHaveLength(10);
    expect(res.body.pagination).toMatchObject({
      page: 1,
      page_size: 10,
      total: 16,
      total_is_estimate: false,
      has_next: true,
    });
    // Default: the upcoming rides (all of these are), pickup time soonest first.
    const pickups = res.body.data.map((row) => row.pickup_at);
    expect([...pickups].sort()).toEqual(pickups);
    const second = await get("?page=2", admin);
    expect(second.body.data).toHaveLength(6);
    expect(second.body.pagination.has_next).toBe(false);
    expect(new Set([...ids(res), ...ids(second)]).size).toBe(16);
  });

  it("pages by keyset cursor to exactly the rows of the numbered pages", async () => {
    const first = await get("?sort=price&page_size=10", admin);
    const byCursor = await get(
      `?sort=price&page_size=10&cursor=${first.body.pagination.next_cursor}`,
      admin,
    );
    const byOffset = await get("?sort=price&page_size=10&page=2", admin);
    expect(ids(byCursor)).toEqual(ids(byOffset));
    const prices = [...first.body.data, ...byCursor.body.data].map((row) => row.price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it("filters by status and pickup day or range, searches names, and sorts", async () => {
    const cancelled = await get("?status=cancelled", admin);
    expect(cancelled.body.data.every((row) => row.status === "cancelled")).toBe(true);
    expect(cancelled.body.pagination.total).toBe(2);
    const day = await get("?date=2027-03-05", admin);
    expect(ids(day)).toEqual([adaIds[4]]);
    const range = await get("?from=2027-03-02&to=2027-03-04&sort=pickup_at", admin);
    expect(ids(range)).toEqual(adaIds.slice(1, 4));
    // Chosen pickup dates ('Today', 'This week') read like a diary: the soonest ride first.
    const diary = await get("?from=2027-03-02&to=2027-03-04", admin);
    expect(ids(diary)).toEqual(adaIds.slice(1, 4));
    const both = await get("?status=pending&from=2027-03-01&to=2027-03-31", admin);
    expect(both.body.pagination.total).toBe(3);
    const byName = await get("?q=turing", admin);
    expect(byName.body.pagination.total).toBe(3);
    const byEmail = await get("?q=ada.list@", admin);
    expect(byEmail.body.pagination.total).toBe(12);
    const byId = await get(`?q=${adaIds[0]}&page_size=100`, admin);
    expect(ids(byId)).toContain(adaIds[0]);
    const created = await get("?sort=created_at", admin);
    const times = created.body.data.map((row) => row.created_at);
    expect([...times].sort()).toEqual(times);
    const all = await get("?status=all", admin);
    expect(all.body.pagination.total).toBe(16);
  });

  it("gives a customer only their own bookings, with the same parameters", async () => {
    const own = await get("?page_size=100", alan);
    expect(own.status).toBe(200);
    expect(own.body.pagination.total).toBe(3);
    const searchOthers = await get("?q=lovelace", alan);
    expect(searchOthers.body.data).toEqual([]);
    expect((await get("")).status).toBe(401);
  });

  it.each([
    ["?status=lost", "status"],
    ["?date=2026-13-01", "date"],
    ["?date=2027-03-01&from=2027-03-01", "date"],
    ["?from=2027-03-05&to=2027-03-01", "to"],
    ["?sort=name", "sort"],
    ["?order=up", "body"], // one sort syntax: a separate order is an unknown key
    ["?page=0", "page"],
    ["?page=1001", "page"],
    ["?page=abc", "page"],
    ["?page_size=101", "page_size"],
    ["?cursor=!!!", "cursor"],
    ["?cursor=bm90LWpzb24", "cursor"],
    [`?q=${"x".repeat(101)}`, "q"],
    ["?colour=red", "body"],
    ["?q=%00", "q"],
  ])("answers 400 for %s", async (query, field) => {
    const res = await get(query, admin);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
  });
});

describe("GET /api/admin/bookings/export", () => {
  async function download(query: string, as?: User) {
    const response = await exportCsv(
      new (await import("next/server")).NextRequest(
        new URL(`/api/admin/bookings/export${query}`, "http://localhost:3000"),
        {
          headers: as
            ? {
                cookie: `next-auth.session-token=${await (await import("@/server/auth/session")).issueToken(as)}`,
              }
            : {},
        },
      ),
      { params: Promise.resolve({}) },
    );
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  it("streams every filtered row (all pages) with formula escaping", async () => {
    const res = await download("?q=lovelace&sort=pickup_at", admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toContain("Booking ID,Booking Reference,Customer Reference,Customer,");
    expect(lines).toHaveLength(13);
    expect(lines[1]!.startsWith(`${adaIds[0]},`)).toBe(true);
    const evilList = await get("?date=2027-05-01", admin);
    expect(evilList.body.pagination.total).toBe(1);
    const evil = await download("?date=2027-05-01", admin);
    expect(evil.text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"") +1"`);
    expect(evil.text).toContain("'@SUM(1+1)");
    expect(evil.text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it("answers 401 signed out, 403 to customers and 400 for bad parameters", async () => {
    expect((await download("")).status).toBe(401);
    expect((await download("", ada)).status).toBe(403);
    expect((await download("?status=lost", admin)).status).toBe(400);
  });
});

describe("the capped total", () => {
  const bulk = (rows: number, street: string) =>
    sql`insert into bookings (user_id, booking_type, pickup_location, pickup_lat, pickup_lng,
      destination_country, booking_date, booking_time, pickup_time_zone, pickup_at, number_of_passengers,
      number_of_luggage, number_of_hours, ride_area, service_type, price_pence)
      select ${alan.user_id}, 'hourly', ${street} || ' ' || g, 51.5, -0.12, 'uk', '2028-01-01', '10:00',
        'Europe/London', '2028-01-01T10:00:00Z', 1, 0, 4, 'inside', 'business_class', 10000
      from generate_series(1, ${rows}) as g`;

  it("counts a list of 5,000 exactly, with no estimate", async () => {
    const db = await getDb();
    await db.execute(bulk(5_000, "Bulk Street"));
    await db.execute(sql`analyze bookings`);
    const res = await get("?q=Bulk%20Street", admin);
    expect(res.body.pagination).toMatchObject({ total: 5_000, total_is_estimate: false });
    const everything = await get("", admin);
    expect(everything.body.pagination.total_is_estimate).toBe(false);
    expect(everything.body.pagination.total).toBeGreaterThan(5_000);
  });

  it("estimates only past the cap, and says so", async () => {
    expect(COUNT_CAP).toBeGreaterThanOrEqual(10_000);
    const params = bookingListParamsSchema.parse({ q: "Bulk Street" });
    const past = await listBookings({ viewer: admin, params, countCap: 1_000 });
    expect(past.pagination.total_is_estimate).toBe(true);
    expect(past.pagination.total).toBeGreaterThan(1_000);
    const under = await listBookings({ viewer: admin, params, countCap: 5_000 });
    expect(under.pagination).toMatchObject({ total: 5_000, total_is_estimate: false });
    const small = await get("?status=cancelled", admin);
    expect(small.body.pagination).toMatchObject({ total: 2, total_is_estimate: false });
  });
});
