import { eq } from "drizzle-orm";
import { updateBooking } from "@/server/admin/update-booking";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { partnerBalances } from "@/server/commissions/balances";
import { getDb } from "@/server/db/client";
import { bookings, partners, type PartnerRow } from "@/server/db/schema";
import { createBookingRow, createUser } from "@test/factories";
import { createPartner } from "@test/partners";
import { createReturnTrip } from "@test/payments";
import {
  DAY_MS,
  entriesOf,
  paidPartnerBooking,
  payBooking,
  pickupDaysAgo,
  readRow,
} from "@test/ledger";

let partner: PartnerRow;
const admin = { kind: "admin" as const, id: 1, label: "Admin" };

beforeAll(async () => {
  ({ partner } = await createPartner({ status: "Active" }));
});

async function setRates(values: Partial<PartnerRow>) {
  const db = await getDb();
  await db.update(partners).set(values).where(eq(partners.partner_id, partner.partner_id));
}

describe("a commission row when a partner's booking is paid", () => {
  it("is written with the airport category, the rate in force and pence, half-up", async () => {
    const booking = await paidPartnerBooking(partner, { price_pence: 10_973 });
    const [entry] = await entriesOf(booking.booking_id);
    expect(entry).toMatchObject({
      partner_id: partner.partner_id,
      kind: "commission",
      category: "airport_transfers",
      rate_bps: 2000,
      booking_amount_pence: 10_973,
      commission_pence: 2195, // 2194.6 -> 2195
      entry_key: `commission:${booking.booking_id}`,
    });
  });

  it("keeps the rate frozen when the partner's rate changes later", async () => {
    const before = await paidPartnerBooking(partner, { price_pence: 10_000 });
    await setRates({ rate_airport_bps: 1500 });
    const after = await paidPartnerBooking(partner, { price_pence: 10_000 });
    await setRates({ rate_airport_bps: 2000 });
    expect((await entriesOf(before.booking_id))[0]).toMatchObject({
      rate_bps: 2000,
      commission_pence: 2000,
    });
    expect((await entriesOf(after.booking_id))[0]).toMatchObject({
      rate_bps: 1500,
      commission_pence: 1500,
    });
  });

  it("uses Hourly Charter, Events & Occasions (flag first) and Business Travel", async () => {
    const city = {
      pickup_location: "Big Ben, Westminster, London SW1A 0AA, United Kingdom",
      pickup_lat: 51.5007,
      pickup_lng: -0.1246,
      dropoff_location: "Tower of London, London EC3N 4AB, United Kingdom",
      dropoff_lat: 51.5081,
      dropoff_lng: -0.0759,
    };
    const hourly = await paidPartnerBooking(partner, {
      ...city,
      booking_type: "hourly",
      dropoff_location: null,
      dropoff_lat: null,
      dropoff_lng: null,
      number_of_hours: 3,
      price_pence: 30_000,
    });
    const event = await paidPartnerBooking(partner, { is_event: true, price_pence: 10_000 });
    const business = await paidPartnerBooking(partner, { ...city, price_pence: 5_001 });
    expect((await entriesOf(hourly.booking_id))[0]).toMatchObject({
      category: "hourly_charter",
      rate_bps: 2000,
      commission_pence: 6000,
    });
    expect((await entriesOf(event.booking_id))[0]).toMatchObject({
      category: "events_occasions",
      rate_bps: 2500,
      commission_pence: 2500,
    });
    expect((await entriesOf(business.booking_id))[0]).toMatchObject({
      category: "business_travel",
      commission_pence: 1000, // 1000.2 -> 1000
    });
  });

  it("counts an airport by its coordinates when the name does not say so", async () => {
    const booking = await paidPartnerBooking(partner, {
      pickup_location: "Terminal 5, Hounslow TW6 2GA",
      pickup_lat: 51.4723,
      pickup_lng: -0.4887,
      dropoff_location: "Tower of London, London EC3N 4AB, United Kingdom",
      dropoff_lat: 51.5081,
      dropoff_lng: -0.0759,
    });
    expect((await entriesOf(booking.booking_id))[0]?.category).toBe("airport_transfers");
  });

  it("is written once when the payment event is processed twice", async () => {
    const user = await createUser();
    const booking = await createBookingRow({
      user_id: user.user_id,
      partner_id: partner.partner_id,
    });
    expect((await payBooking(booking, "evt_twice")).outcome).toBe("paid");
    expect((await payBooking(booking, "evt_twice")).outcome).toBe("duplicate");
    expect(await entriesOf(booking.booking_id)).toHaveLength(1);
  });

  it("is not written for a booking that did not come through a partner", async () => {
    const user = await createUser();
    const booking = await createBookingRow({ user_id: user.user_id });
    expect((await payBooking(booking)).outcome).toBe("paid");
    expect(await entriesOf(booking.booking_id)).toHaveLength(0);
  });

  it("covers both legs of a return trip, each at its own price", async () => {
    const user = await createUser();
    const { outbound, returnLeg } = await createReturnTrip(user, { outbound: 10_000, back: 8_000 });
    const db = await getDb();
    await db
      .update(bookings)
      .set({ partner_id: partner.partner_id })
      .where(eq(bookings.user_id, user.user_id));
    const outcome = await payBooking({ ...outbound, price_pence: 18_000 });
    expect(outcome.outcome).toBe("paid");
    expect((await entriesOf(outbound.booking_id))[0]?.commission_pence).toBe(2000);
    expect((await entriesOf(returnLeg.booking_id))[0]?.commission_pence).toBe(1600);
  });
});

describe("reversals", () => {
  it("reverse the whole commission when the operator cancels with a full refund", async () => {
    const booking = await paidPartnerBooking(partner, { price_pence: 10_973 });
    await cancelBooking({ bookingId: booking.booking_id, byOperator: true, auditActor: admin });
    const [commission, reversal] = await entriesOf(booking.booking_id);
    expect(reversal).toMatchObject({
      kind: "reversal",
      reverses_entry_id: commission!.entry_id,
      booking_amount_pence: -10_973,
      commission_pence: -2195,
      category: "airport_transfers",
      rate_bps: 2000,
      reason: "cancelled",
    });
  });

  it("reverse in proportion when a paid booking's price is lowered, never past the commission", async () => {
    const booking = await paidPartnerBooking(partner, { price_pence: 10_000 });
    await updateBooking({
      bookingId: booking.booking_id,
      edit: { manual_price: 75.01, price_reason: "Goodwill" },
      auditActor: admin,
    });
    let rows = await entriesOf(booking.booking_id);
    // 2499p refunded: 2000 x 2499 / 10000 = 499.8 -> 500
    expect(rows[1]).toMatchObject({
      kind: "reversal",
      booking_amount_pence: -2499,
      commission_pence: -500,
      reason: "price lowered",
    });
    await updateBooking({
      bookingId: booking.booking_id,
      edit: { manual_price: 0.01, price_reason: "Refund nearly all" },
      auditActor: admin,
    });
    await cancelBooking({ bookingId: booking.booking_id, byOperator: true, auditActor: admin });
    rows = await entriesOf(booking.booking_id);
    // 7500p more: cumulative 9999p of 10000p -> round(1999.8) = 2000 in all, so 1500 now
    expect(rows[2]).toMatchObject({ booking_amount_pence: -7500, commission_pence: -1500 });
    // the last penny refunded on cancellation reverses nothing more
    expect(rows[3]).toMatchObject({
      booking_amount_pence: -1,
      commission_pence: 0,
      reason: "cancelled",
    });
    const reversed = rows.slice(1).reduce((sum, row) => sum + row.commission_pence, 0);
    expect(reversed).toBe(-2000);
    expect(rows.slice(1).reduce((sum, row) => sum + row.booking_amount_pence, 0)).toBe(-10_000);
  });
});

describe("availability", () => {
  it("comes when the ride is completed or its pickup is 7 days past without cancellation", async () => {
    const { partner: own } = await createPartner({ status: "Active" });
    const now = new Date();
    const future = await paidPartnerBooking(own, { price_pence: 10_000 }); // 2000
    const done = await paidPartnerBooking(own, { price_pence: 5_000 }); // 1000
    const old = await paidPartnerBooking(own, { price_pence: 20_000 }); // 4000
    const recent = await paidPartnerBooking(own, { price_pence: 1_000 }); // 200
    const db = await getDb();
    await db
      .update(bookings)
      .set({ status: "completed" })
      .where(eq(bookings.booking_id, done.booking_id));
    await pickupDaysAgo(old.booking_id, 8, now);
    await pickupDaysAgo(recent.booking_id, 6, now);
    expect(await partnerBalances(own.partner_id, { now })).toEqual({
      availablePence: 5000,
      notYetAvailablePence: 2200,
      pendingPayoutsPence: 0,
      totalPaidPence: 0,
    });
    // a day later the 6-day-old ride passes the 7 days as well
    const later = new Date(now.getTime() + 1.5 * DAY_MS);
    expect((await partnerBalances(own.partner_id, { now: later })).availablePence).toBe(5200);
    // a cancelled ride never becomes available, and its reversal nets it to zero
    await cancelBooking({ bookingId: future.booking_id, byOperator: true, auditActor: admin });
    const far = new Date(now.getTime() + 30 * DAY_MS);
    expect(await partnerBalances(own.partner_id, { now: far })).toMatchObject({
      availablePence: 5200,
      notYetAvailablePence: 0,
    });
    expect((await readRow(future.booking_id)).status).toBe("cancelled");
  });
});
