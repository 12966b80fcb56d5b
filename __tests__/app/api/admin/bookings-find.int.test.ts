import { GET as exportCsv } from "@/app/api/admin/bookings/export/route";
import { GET as list } from "@/app/api/bookings/route";
import { getDb } from "@/server/db/client";
import { offlinePayments, payments, type BookingRow } from "@/server/db/schema";
import { createBookingRow, createUser } from "@test/factories";
import { callRoute } from "@test/route-client";

type User = Awaited<ReturnType<typeof createUser>>;
type Answer = {
  data: { booking_id: number; booking_reference: string; pickup_at: string }[];
  pagination: { total: number };
  errors?: Record<string, string>;
};

const DAY = 24 * 60 * 60 * 1000;
const get = (query: string) => callRoute<Answer>(list, { url: `/api/bookings${query}`, as: admin });
const ids = (answer: { body: Answer }) => answer.body.data.map((row) => row.booking_id);

/** The CSV as rows of cells (quoted cells may hold commas, line breaks and doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ",") {
      endCell();
    } else if (!quoted && c === "\n") {
      cell = cell.replace(/\r$/, "");
      endCell();
      rows.push(row);
      row = [];
    } else {
      cell += c;
    }
  }
  if (cell || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}

let admin: User;
let uk: BookingRow;
let ukReturn: BookingRow;
let us: BookingRow;
let ca: BookingRow;
let past: BookingRow;
let later: BookingRow;

const at = (days: number) => {
  const when = new Date(Date.now() + days * DAY);
  return { pickup_at: when, booking_date: when.toISOString().slice(0, 10) };
};

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  const ada = await createUser({
    first_name: "Ada",
    last_name: "Lovelace",
    phone_number: "+447700900505",
  });
  const joan = await createUser({ first_name: "Joan", last_name: "Clarke" });
  const grace = await createUser({
    first_name: "Grace",
    last_name: "Hopper",
    phone_number: "+14165550123",
  });
  later = await createBookingRow({ user_id: joan.user_id, ...at(30) });
  uk = await createBookingRow({ user_id: ada.user_id, reference_code: "PO-4471", ...at(3) });
  ukReturn = await createBookingRow({
    user_id: ada.user_id,
    original_booking_id: uk.booking_id,
    is_return_booking: true,
    ...at(4),
  });
  us = await createBookingRow({
    user_id: joan.user_id,
    is_self_booking: false,
    guest_first_name: "Alan",
    guest_last_name: "Turing",
    guest_phone_number: "+12125550142",
    ...at(1),
  });
  ca = await createBookingRow({ user_id: grace.user_id, ...at(2) });
  past = await createBookingRow({ user_id: ada.user_id, ...at(-10) });
  const db = await getDb();
  await db.insert(payments).values([
    {
      booking_id: uk.booking_id,
      provider: "test",
      provider_payment_id: "pi_find_card",
      amount_pence: uk.price_pence + ukReturn.price_pence,
      status: "succeeded",
    },
    // A card payment that never went through says nothing about how the ride was paid.
    {
      booking_id: ca.booking_id,
      provider: "test",
      provider_payment_id: "pi_find_failed",
      amount_pence: ca.price_pence,
      status: "failed",
    },
  ]);
  await db.insert(offlinePayments).values({
    booking_id: us.booking_id,
    method: "invoice",
    reference: "INV-2210",
    amount_pence: us.price_pence,
    recorded_by: admin.user_id,
  });
});

describe("the bookings list's default order", () => {
  it("opens on upcoming rides, soonest first", async () => {
    const res = await get("");
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([us, ca, uk, ukReturn, later].map((b) => b.booking_id));
  });

  it("lists past rides latest first, and every ride on request", async () => {
    expect(ids(await get("?when=past"))).toEqual([past.booking_id]);
    expect((await get("?when=all")).body.pagination.total).toBe(6);
    const latest = await get("?when=all&sort=-pickup_at");
    expect(ids(latest)[0]).toBe(later.booking_id);
    expect(ids(latest).at(-1)).toBe(past.booking_id);
  });

  it("searches every ride, upcoming or past", async () => {
    expect(ids(await get("?q=lovelace"))).toEqual([ukReturn, uk, past].map((b) => b.booking_id));
    expect(ids(await get("?q=lovelace&when=upcoming"))).toEqual(
      [uk, ukReturn].map((b) => b.booking_id),
    );
  });

  it("refuses an unknown choice of rides", async () => {
    const res = await get("?when=soon");
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {})).toContain("when");
  });
});

describe("searching as customers and callers say it", () => {
  it("finds a booking by its booking reference, in any case and spacing", async () => {
    const reference = past.booking_reference;
    const spaced = `${reference.slice(0, 3)} ${reference.slice(3, 6)} ${reference.slice(6)}`;
    for (const query of [reference, reference.toLowerCase(), spaced, ` ${spaced.toLowerCase()} `]) {
      const res = await get(`?q=${encodeURIComponent(query)}`);
      expect(ids(res)).toEqual([past.booking_id]);
      expect(res.body.data[0]!.booking_reference).toBe(reference);
    }
  });

  it.each(["07700 900505", "07700900505", "7700 900505", "+44 7700 900505", "+447700900505"])(
    "finds the UK customer's bookings by %j",
    async (query) => {
      const res = await get(`?q=${encodeURIComponent(query)}`);
      expect(ids(res).sort()).toEqual([uk, ukReturn, past].map((b) => b.booking_id).sort());
    },
  );

  it.each(["(416) 555-0123", "416 555 0123", "416-555-0123", "+1 416 555 0123"])(
    "finds the Canadian customer's booking by %j",
    async (query) => {
      expect(ids(await get(`?q=${encodeURIComponent(query)}`))).toEqual([ca.booking_id]);
    },
  );

  it.each(["(212) 555-0142", "212.555.0142", "1 212 555 0142"])(
    "finds the US guest's booking by %j",
    async (query) => {
      expect(ids(await get(`?q=${encodeURIComponent(query)}`))).toEqual([us.booking_id]);
    },
  );
});

describe("the bookings export", () => {
  it("has the booking reference, the customer's reference and how each ride was paid", async () => {
    const res = await callRoute(exportCsv, {
      url: "/api/admin/bookings/export?when=all&sort=pickup_at",
      as: admin,
    });
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(res.text.replace(/^\uFEFF/, ""));
    const column = (name: string) => {
      const index = header!.indexOf(name);
      expect(index).toBeGreaterThanOrEqual(0);
      return index;
    };
    expect(header).not.toContain("Reference");
    const byId = new Map(rows.map((row) => [Number(row[0]), row]));
    expect(rows).toHaveLength(6);
    const cell = (booking: BookingRow, name: string) => byId.get(booking.booking_id)![column(name)];
    expect(cell(uk, "Booking Reference")).toBe(uk.booking_reference);
    expect(cell(uk, "Customer Reference")).toBe("PO-4471");
    expect(cell(past, "Customer Reference")).toBe("");
    expect(cell(uk, "Payment Method")).toBe("Card");
    expect(cell(ukReturn, "Payment Method")).toBe("Card");
    expect(cell(us, "Payment Method")).toBe("Invoice");
    expect(cell(ca, "Payment Method")).toBe("");
    expect(cell(past, "Payment Method")).toBe("");
  });

  it("exports what the list shows by default: the upcoming rides", async () => {
    const res = await callRoute(exportCsv, { url: "/api/admin/bookings/export", as: admin });
    const [, ...rows] = parseCsv(res.text.replace(/^\uFEFF/, ""));
    expect(rows.map((row) => Number(row[0]))).toEqual(
      [us, ca, uk, ukReturn, later].map((b) => b.booking_id),
    );
  });
});
