import { eq } from "drizzle-orm";
import { GET as listBookingsRoute } from "@/app/api/bookings/route";
import { getDb } from "@/server/db/client";
import { bookings, type UserRow } from "@/server/db/schema";
import { callRoute } from "@test/route-client";
import { createBookingRow, createUser } from "@test/factories";

// The first test pays for the database migration on a shared 2-core machine.
jest.setTimeout(30000);

type Leg = { booking_id: number; booking_date: string; status: string; reference_code: string };
type Row = Leg & { return_leg: Leg | null };
type ListEnvelope = { success: boolean; data: Row[] };

const list = (query: string, as: UserRow) =>
  callRoute<ListEnvelope>(listBookingsRoute, { url: `/api/bookings${query}`, as });
const day = (offset: number) =>
  new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

let ada: UserRow;
let outbound: number;
let back: number;
let single: number;

beforeAll(async () => {
  ada = await createUser({ first_name: "Ada", last_name: "Journey" });
  const out = await createBookingRow({
    user_id: ada.user_id,
    booking_date: day(4),
    reference_code: "PO-7781",
  });
  const ret = await createBookingRow({
    user_id: ada.user_id,
    booking_date: day(6),
    is_return_booking: true,
    pickup_location: "The Shard, London SE1 9SG, United Kingdom",
    original_booking_id: out.booking_id,
    status: "confirmed",
  });
  const db = await getDb();
  await db
    .update(bookings)
    .set({ return_booking_id: ret.booking_id })
    .where(eq(bookings.booking_id, out.booking_id));
  outbound = out.booking_id;
  back = ret.booking_id;
  single = (await createBookingRow({ user_id: ada.user_id, booking_date: day(5) })).booking_id;
});

describe("GET /api/bookings shows a customer's return trip as one journey", () => {
  it("lists the return leg beneath its outbound, with its own date and status, not again", async () => {
    const res = await list("?tab=upcoming", ada);
    expect(res.status).toBe(200);
    // Soonest first: the journey sorts where its outbound does.
    expect(res.body.data.map((row) => row.booking_id)).toEqual([outbound, single]);
    const [journey, alone] = res.body.data;
    expect(journey!.return_leg).toMatchObject({
      booking_id: back,
      booking_date: day(6),
      status: "confirmed",
    });
    expect(alone!.return_leg).toBeNull();
  });

  it("keeps a leg whose outbound is not on the page as a row of its own", async () => {
    const res = await list("?tab=upcoming&q=Shard", ada);
    expect(res.status).toBe(200);
    expect(res.body.data.map((row) => row.booking_id)).toEqual([back]);
    expect(res.body.data[0]!.return_leg).toBeNull();
  });
});
