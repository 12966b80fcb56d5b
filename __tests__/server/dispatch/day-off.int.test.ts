import { POST as ASSIGN } from "@/app/api/admin/bookings/[id]/assignments/route";
import type { BookingRow, UserRow } from "@/server/db/schema";
import { assignDriver } from "@/server/dispatch/assign";
import { suggestDrivers } from "@/server/dispatch/suggestions";
import { addDayOff } from "@/server/drivers/add-day-off";
import { ADMIN_ACTOR, assignmentsOf, confirmedBooking } from "@test/assignments";
import { createUser } from "@test/factories";
import { offeredDriver, offerTo } from "@test/offers";
import { callRoute } from "@test/route-client";
import { vehicleFor } from "@test/vehicles";

// The UK leaves summer time at 01:00 UTC on Sunday 25 October 2026: that Sunday in London runs
// from 23:00 UTC on the 24th to 00:00 UTC on the 26th (25 hours).
const NOW = new Date("2026-10-20T12:00:00Z");
const VALID = {
  service_class: "business_class" as const,
  phv_licence_expiry: "2035-01-01",
  mot_expiry: "2035-01-01",
  insurance_expiry: "2035-01-01",
};
const REASON = "Day off on 2026-10-25";

let admin: UserRow;
let off: Awaited<ReturnType<typeof offeredDriver>>;
let working: Awaited<ReturnType<typeof offeredDriver>>;
const bookings: Record<string, BookingRow> = {};

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  off = await offeredDriver();
  working = await offeredDriver();
  await vehicleFor(off.driverId, VALID);
  await vehicleFor(working.driverId, VALID);
  await addDayOff({
    userId: off.user.user_id,
    day: "2026-10-25",
    reason: "Family",
    actor: off.actor,
    now: NOW,
  });
  const at = (booking_date: string, booking_time: string) =>
    confirmedBooking({ booking_date, booking_time, distance_travelled: 10 });
  // 00:30 BST on the 25th is 23:30 UTC on the 24th; 23:30 GMT on the 25th is 23:30 UTC.
  bookings.earlyOnTheDay = await at("2026-10-25", "00:30:00");
  bookings.lateOnTheDay = await at("2026-10-25", "23:30:00");
  // 23:30 BST on the 24th (22:30 UTC) and 00:30 GMT on the 26th: the days either side.
  bookings.dayBefore = await at("2026-10-24", "23:30:00");
  bookings.dayAfter = await at("2026-10-26", "00:30:00");
});

const suggest = (booking: BookingRow) =>
  suggestDrivers({ bookingId: booking.booking_id, carNumber: 1, now: NOW });

describe("suggestions follow the chauffeur's days off, on the booking's own date", () => {
  it.each(["earlyOnTheDay", "lateOnTheDay"])(
    "lists the chauffeur as a misfit for a pickup %s",
    async (name) => {
      const data = await suggest(bookings[name]!);
      const misfit = data.misfits.find((row) => row.driver_id === off.driverId);
      expect(misfit?.reasons).toEqual([REASON]);
      expect(data.fits.some((row) => row.driver_id === off.driverId)).toBe(false);
      expect(data.fits.some((row) => row.driver_id === working.driverId)).toBe(true);
    },
  );

  it.each(["dayBefore", "dayAfter"])("suggests the chauffeur on the %s", async (name) => {
    const data = await suggest(bookings[name]!);
    expect(data.fits.find((row) => row.driver_id === off.driverId)?.reasons).toEqual([]);
    expect(data.misfits.some((row) => row.driver_id === off.driverId)).toBe(false);
  });
});

describe("assigning and offering refuse a chauffeur on a day off", () => {
  it("refuses to assign, with the reason the board shows, and assigns another day", async () => {
    const booking = bookings.earlyOnTheDay!;
    await expect(
      assignDriver({
        bookingId: booking.booking_id,
        carNumber: 1,
        driverId: off.driverId,
        actor: ADMIN_ACTOR,
        now: NOW,
      }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: REASON });
    expect(await assignmentsOf(booking.booking_id)).toHaveLength(0);

    const after = await assignDriver({
      bookingId: bookings.dayAfter!.booking_id,
      carNumber: 1,
      driverId: off.driverId,
      actor: ADMIN_ACTOR,
      now: NOW,
    });
    expect(after.status).toBe("assigned");
  });

  it("answers 409 from the assign endpoint and leaves the car unassigned", async () => {
    const booking = bookings.lateOnTheDay!;
    const res = await callRoute<{ success: boolean; message: string }, { id: string }>(ASSIGN, {
      method: "POST",
      url: `/api/admin/bookings/${booking.booking_id}/assignments`,
      params: { id: String(booking.booking_id) },
      body: { carNumber: 1, driverId: off.driverId },
      as: admin,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: REASON });
    expect(await assignmentsOf(booking.booking_id)).toHaveLength(0);
  });

  it("refuses to offer the job", async () => {
    const booking = bookings.lateOnTheDay!;
    await expect(offerTo(booking.booking_id, [off.driverId], { now: NOW })).rejects.toMatchObject({
      code: "CONFLICT",
      message: REASON,
    });
    expect(await assignmentsOf(booking.booking_id)).toHaveLength(0);
  });
});
