import { GET as listBookingsRoute } from "@/app/api/bookings/route";
import { GET as exportBookingsRoute } from "@/app/api/bookings/export/route";
import type { UserRow } from "@/server/db/schema";
import { callRoute } from "@test/route-client";
import { createBookingRow, createUser } from "@test/factories";

type Listed = { booking_id: number; user_id: number; tab: string; customer_name: string };
type ListEnvelope = {
  success: boolean;
  message: string;
  data: Listed[];
  pagination: {
    page: number;
    page_size: number;
    total: number;
    total_is_estimate: boolean;
    next_cursor: string | null;
  };
  tab_counts: { upcoming: number; past: number; cancelled: number };
  errors?: Record<string, string>;
};

/** RFC 4180 rows (quoted cells may hold commas and doubled quotes), enough for these exports. */
function parse(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < csv.length; index += 1) {
    const character = csv[index]!;
    if (quoted) {
      if (character === '"' && csv[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      row.push(cell);
      cell = "";
    } else if (character === "\n") {
      rows.push([...row, cell.replace(/\r$/, "")]);
      row = [];
      cell = "";
    } else cell += character;
  }
  return rows;
}

const list = (query: string, as?: UserRow) =>
  callRoute<ListEnvelope>(listBookingsRoute, { url: `/api/bookings${query}`, as });
const ids = (body: ListEnvelope) => body.data.map((booking) => booking.booking_id);

const day = (offset: number) =>
  new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

let ada: UserRow;
let bob: UserRow;
const made: Record<string, number> = {};

beforeAll(async () => {
  ada = await createUser({ first_name: "Ada", last_name: "Lovelace" });
  bob = await createUser({ first_name: "Bob", last_name: "Stranger" });
  const add = async (name: string, overrides: Parameters<typeof createBookingRow>[0]) => {
    made[name] = (await createBookingRow(overrides)).booking_id;
  };
  await add("soon", { user_id: ada.user_id, booking_date: day(2) });
  await add("later", {
    user_id: ada.user_id,
    booking_date: day(9),
    pickup_location: "Gatwick Airport",
    dropoff_location: "The Shard",
    status: "confirmed",
  });
  await add("guest", {
    user_id: ada.user_id,
    booking_date: day(5),
    is_self_booking: false,
    guest_first_name: '=HYPERLINK("http://evil.example","x")',
    guest_last_name: "Smith",
    booking_type: "hourly",
    number_of_hours: 3,
    dropoff_location: null,
  });
  await add("past", { user_id: ada.user_id, booking_date: day(-20), status: "completed" });
  await add("cancelled", { user_id: ada.user_id, booking_date: day(3), status: "cancelled" });
  await add("bobs", { user_id: bob.user_id, booking_date: day(1), pickup_location: "Gatwick" });
});

describe("GET /api/bookings (a customer's list)", () => {
  it("answers the customer's own bookings only, with paging and tab counts beside data", async () => {
    const res = await list("", ada);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.every((booking) => booking.user_id === ada.user_id)).toBe(true);
    expect(res.body.data).toHaveLength(5);
    expect(res.body.pagination).toEqual({
      page: 1,
      page_size: 10,
      total: 5,
      total_is_estimate: false,
      has_next: false,
      next_cursor: null,
    });
    expect(res.body.tab_counts).toEqual({ upcoming: 3, past: 1, cancelled: 1 });
    const bobs = await list("?q=Gatwick", bob);
    expect(ids(bobs.body)).toEqual([made.bobs]);
  });

  it("lists upcoming soonest first, and past and cancelled in their tabs", async () => {
    expect(ids((await list("?tab=upcoming", ada)).body)).toEqual([
      made.soon,
      made.guest,
      made.later,
    ]);
    expect(ids((await list("?tab=past", ada)).body)).toEqual([made.past]);
    expect(ids((await list("?tab=canceled", ada)).body)).toEqual([made.cancelled]);
  });

  it("searches the customer name, pickup and dropoff case-insensitively", async () => {
    expect(ids((await list("?q=%20the%20SHARD%20", ada)).body)).toEqual([made.later]);
    expect(ids((await list("?q=hyperlink", ada)).body)).toEqual([made.guest]);
    expect(ids((await list("?q=50%25", ada)).body)).toEqual([]);
  });

  it("filters by status, type and pickup dates", async () => {
    expect(ids((await list("?status=confirmed", ada)).body)).toEqual([made.later]);
    expect(ids((await list("?type=hourly", ada)).body)).toEqual([made.guest]);
    const range = await list(`?tab=upcoming&from=${day(4)}&to=${day(9)}`, ada);
    expect(ids(range.body)).toEqual([made.guest, made.later]);
  });

  it("pages by offset and by cursor (keyset), with an allowed sort", async () => {
    const carol = await createUser();
    const made: number[] = [];
    // 23 bookings, some sharing a pickup time so the id breaks ties.
    for (let index = 0; index < 23; index += 1) {
      const row = await createBookingRow({
        user_id: carol.user_id,
        booking_date: day(1 + Math.floor(index / 2)),
        price_pence: 1000 + ((index * 7) % 23) * 100,
      });
      made.push(row.booking_id);
    }
    const byOffset: number[] = [];
    for (const page of [1, 2, 3]) {
      const res = await list(`?tab=upcoming&page=${page}`, carol);
      expect(res.body.pagination).toMatchObject({ page, page_size: 10, total: 23 });
      byOffset.push(...ids(res.body));
    }
    expect(byOffset).toEqual(made);
    const byCursor: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?tab=upcoming${cursor ? `&cursor=${cursor}` : ""}`;
      const res = await list(query, carol);
      byCursor.push(...ids(res.body));
      cursor = res.body.pagination.next_cursor;
    } while (cursor);
    expect(byCursor).toEqual(made);
    const cheapestFirst = await list("?tab=upcoming&sort=price&page_size=25", carol);
    const prices = cheapestFirst.body.data.map(
      (booking) => (booking as unknown as { price_pence: number }).price_pence,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dearestFirst = await list("?tab=upcoming&sort=-price&page_size=25", carol);
    expect(ids(dearestFirst.body)[0]).toBe(ids(cheapestFirst.body).at(-1));
    const otherSort = await list(
      `?tab=upcoming&sort=-price&cursor=${(await list("?tab=upcoming", carol)).body.pagination.next_cursor}`,
      carol,
    );
    expect(otherSort.status).toBe(400);
  });

  it.each([
    ["page=0", "page"],
    ["page=abc", "page"],
    ["page_size=500", "page_size"],
    ["page_size=7", "page_size"],
    ["sort=password", "sort"],
    ["tab=everything", "tab"],
    ["status=lost", "status"],
    ["from=2027-02-30", "from"],
    ["to=yesterday", "to"],
    [`from=${day(5)}&to=${day(1)}`, "to"],
    [`q=${"x".repeat(101)}`, "q"],
    ["cursor=bm90LWEtY3Vyc29y", "cursor"],
  ])("answers 400 with a field error for %s", async (query, field) => {
    const res = await list(`?${query}`, ada);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors?.[field]).toEqual(expect.any(String));
  });

  it("refuses an unknown parameter, naming it", async () => {
    const res = await list("?user_id=1", ada);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/user_id/);
  });

  it("answers 401 without a session", async () => {
    expect((await list("")).status).toBe(401);
  });

  it("gives an administrator every booking, through the console's list parameters", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await list("?page_size=100", admin);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(expect.arrayContaining([made.soon, made.bobs]));
  });
});

describe("GET /api/bookings/export", () => {
  it("streams every selected booking as CSV with formulas escaped, own bookings only", async () => {
    const res = await callRoute(exportBookingsRoute, {
      url: "/api/bookings/export?tab=upcoming",
      as: ada,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="bookings-upcoming-/,
    );
    const rows = parse(res.text.replace(/^\uFEFF/, "")) as string[][];
    expect(rows[0]?.slice(0, 2)).toEqual(["Booking ID", "Customer"]);
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual([made.soon, made.guest, made.later]);
    const guest = rows.find((row) => Number(row[0]) === made.guest)!;
    expect(guest[1]).toBe('\'=HYPERLINK("http://evil.example","x") Smith');
  });

  it("answers 400 for bad filters and 401 without a session", async () => {
    const bad = await callRoute(exportBookingsRoute, {
      url: "/api/bookings/export?status=x",
      as: ada,
    });
    expect(bad.status).toBe(400);
    expect((await callRoute(exportBookingsRoute, { url: "/api/bookings/export" })).status).toBe(
      401,
    );
  });
});
