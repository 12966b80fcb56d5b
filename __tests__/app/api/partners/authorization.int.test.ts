import { GET as listPartners } from "@/app/api/admin/partners/route";
import { GET as countPartners } from "@/app/api/admin/partners/counts/route";
import { GET as readPartner, PATCH as patchPartner } from "@/app/api/admin/partners/[id]/route";
import { GET as partnerBookings } from "@/app/api/partner/bookings/route";
import { GET as partnerBooking } from "@/app/api/partner/bookings/[id]/route";
import { GET as partnerSummary } from "@/app/api/partner/bookings/summary/route";
import { GET as partnerExport } from "@/app/api/partner/bookings/export/route";
import { GET as customerBooking } from "@/app/api/bookings/[id]/route";
import type { BookingRow, UserRow } from "@/server/db/schema";
import { call } from "@test/accounts";
import { createBookingRow, createUser } from "@test/factories";
import { createPartner } from "@test/partners";

type Who = "visitor" | "customer" | "driver" | "partner A" | "partner B" | "admin";
const WHO: Who[] = ["visitor", "customer", "driver", "partner A", "partner B", "admin"];
let people: Record<Exclude<Who, "visitor">, UserRow>;
let bookingOfA: BookingRow;
let bookingOfB: BookingRow;
let partnerAId: number;

beforeAll(async () => {
  const a = await createPartner();
  const b = await createPartner();
  partnerAId = a.partner.partner_id;
  const customer = await createUser({ first_name: "Grace", last_name: "Hopper" });
  people = {
    customer,
    driver: await createUser({ role: "driver" }),
    "partner A": a.user,
    "partner B": b.user,
    admin: await createUser({ role: "admin" }),
  };
  bookingOfA = await createBookingRow({
    user_id: customer.user_id,
    partner_id: a.partner.partner_id,
    payment_status: "paid",
    price_pence: 15000,
  });
  bookingOfB = await createBookingRow({
    user_id: customer.user_id,
    partner_id: b.partner.partner_id,
    guest_first_name: "=HYPERLINK(1)",
    is_self_booking: false,
    guest_last_name: "X",
    guest_email: "x@example.com",
    guest_phone_number: "+447700900999",
  });
});

const as = (who: Who) => (who === "visitor" ? {} : { as: people[who] });
type Case = [string, (who: Who) => Promise<{ status: number }>, number[]];
const idA = () => ({ id: String(bookingOfA.booking_id) });

const cases: Case[] = [
  [
    "GET /api/partner/bookings",
    (w) => call(partnerBookings, { url: "/api/partner/bookings", ...as(w) }),
    [401, 403, 403, 200, 200, 403],
  ],
  [
    "GET /api/partner/bookings/summary",
    (w) => call(partnerSummary, { ...as(w) }),
    [401, 403, 403, 200, 200, 403],
  ],
  [
    "GET /api/partner/bookings/export",
    (w) => call(partnerExport, { url: "/api/partner/bookings/export", ...as(w) }),
    [401, 403, 403, 200, 200, 403],
  ],
  [
    "GET /api/partner/bookings/{A's}",
    (w) => call(partnerBooking, { params: idA(), ...as(w) }),
    [401, 403, 403, 200, 404, 403],
  ],
  [
    "GET /api/admin/partners",
    (w) => call(listPartners, { url: "/api/admin/partners", ...as(w) }),
    [401, 403, 403, 403, 403, 200],
  ],
  [
    "GET /api/admin/partners/counts",
    (w) => call(countPartners, { ...as(w) }),
    [401, 403, 403, 403, 403, 200],
  ],
  [
    "GET /api/admin/partners/{A}",
    (w) => call(readPartner, { params: { id: String(partnerAId) }, ...as(w) }),
    [401, 403, 403, 403, 403, 200],
  ],
  [
    "PATCH /api/admin/partners/{A}",
    (w) =>
      call(patchPartner, {
        method: "PATCH",
        body: { rate_hourly_bps: 2000 },
        params: { id: String(partnerAId) },
        ...as(w),
      }),
    [401, 403, 403, 403, 403, 200],
  ],
];

describe.each(cases)("%s", (_name, run, expected) => {
  it.each(WHO.map((who, i) => [who, expected[i]!] as const))(
    "%s answers %i",
    async (who, status) => {
      expect((await run(who)).status).toBe(status);
    },
  );
});

describe("partner A never sees partner B's bookings", () => {
  it("lists only its own, with the guest and without payment details", async () => {
    const res = await call(partnerBookings, {
      url: "/api/partner/bookings",
      as: people["partner A"],
    });
    const rows = res.body.data as Record<string, unknown>[];
    expect(rows.map((r) => r.booking_id)).toEqual([bookingOfA.booking_id]);
    expect(rows[0]).toMatchObject({ guest_name: "Grace Hopper", paid: true, amount_pence: 15000 });
    for (const key of ["payment_intent_id", "user_id", "notes_for_chauffeur", "price"])
      expect(rows[0]).not.toHaveProperty(key);
  });

  it("gets 404 for B's booking and a customer's own-booking endpoint gives partners nothing", async () => {
    expect(
      (
        await call(partnerBooking, {
          params: { id: String(bookingOfB.booking_id) },
          as: people["partner A"],
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(customerBooking, {
          params: { id: String(bookingOfB.booking_id) },
          as: people["partner A"],
        })
      ).status,
    ).toBe(404);
  });

  it("counts only its own in the cards", async () => {
    const res = await call(partnerSummary, { as: people["partner A"] });
    expect(res.body.data).toEqual({
      total_bookings: 1,
      active_guests: 1,
      revenue_pence: 15000,
      average_rating: null,
      rating_count: 0,
    });
  });

  it("exports only its own rows, with formulas escaped", async () => {
    const a = await call(partnerExport, {
      url: "/api/partner/bookings/export",
      as: people["partner A"],
    });
    expect(a.headers.get("content-type")).toContain("text/csv");
    expect(a.text).toContain("Booking ID,Guest Name,Service Type");
    // The booking's reference, as the transactions and statements name it.
    expect(a.text).toContain(`${bookingOfA.booking_reference},Grace Hopper,Business Class`);
    expect(a.text).not.toContain(bookingOfB.booking_reference);
    const b = await call(partnerExport, {
      url: "/api/partner/bookings/export",
      as: people["partner B"],
    });
    expect(b.text).toContain("'=HYPERLINK(1) X");
  });

  it("refuses unknown list parameters (400)", async () => {
    expect(
      (
        await call(partnerBookings, {
          url: "/api/partner/bookings?partner_id=2",
          as: people["partner A"],
        })
      ).status,
    ).toBe(400);
  });

  it("a partner account without a partner record gets 404", async () => {
    const orphan = await createUser({ role: "partner" });
    expect((await call(partnerSummary, { as: orphan })).status).toBe(404);
  });
});
