import { GET } from "@/app/api/admin/bookings/[id]/suggestions/route";
import type { BookingRow, UserRow, VehicleRow } from "@/server/db/schema";
import type { Suggestion, Suggestions } from "@/server/dispatch/suggestions";
import { assignDriver } from "@/server/dispatch/assign";
import { ADMIN_ACTOR, confirmedBooking } from "@test/assignments";
import { createApprovedDriver, createDriverRow, dayOffset } from "@test/drivers";
import { createUser } from "@test/factories";
import { callRoute } from "@test/route-client";
import { allowToDrive, vehicleFor } from "@test/vehicles";

interface Envelope {
  success: boolean;
  message: string;
  data?: Suggestions;
  errors?: Record<string, string>;
}

const suggest = (user: UserRow | null, bookingId: number | string, query = "?car=1") =>
  callRoute<Envelope, { id: string }>(GET, {
    url: `/api/admin/bookings/${bookingId}/suggestions${query}`,
    params: { id: String(bookingId) },
    as: user ?? undefined,
  });

// 10:00 BST on 14 May 2031 is 09:00 UTC.
const DAY = { booking_date: "2031-05-14", booking_time: "10:00:00" };
const VALID = {
  phv_licence_expiry: "2035-01-01",
  mot_expiry: "2035-01-01",
  insurance_expiry: "2035-01-01",
};

let admin: UserRow;
const roles: Record<string, UserRow> = {};
let booking: BookingRow;

async function chauffeur(
  name: string,
  vehicle: Parameters<typeof vehicleFor>[1] | null = {},
  driver: Parameters<typeof createApprovedDriver>[0] = {},
): Promise<number> {
  const { driver: row } = await createApprovedDriver({
    first_name: name,
    last_name: "Test",
    ...driver,
  });
  if (vehicle)
    await vehicleFor(row.driver_id, { service_class: "business_class", ...VALID, ...vehicle });
  return row.driver_id;
}

async function busy(driverId: number, from: string, until: string): Promise<BookingRow> {
  const other = await confirmedBooking(DAY);
  await assignDriver({
    bookingId: other.booking_id,
    carNumber: 1,
    driverId,
    startsAt: new Date(from),
    endsAt: new Date(until),
    actor: ADMIN_ACTOR,
  });
  return other;
}

const ids: Record<string, number> = {};
let data: Suggestions;
let busyBooking: BookingRow;
let sharedVehicle: VehicleRow;
let lentReference: string;
const find = (list: Suggestion[], name: string) => list.find((row) => row.driver_id === ids[name]);
const rank = (name: string) => data.fits.findIndex((row) => row.driver_id === ids[name]);

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  for (const role of ["customer", "driver", "partner"] as const)
    roles[role] = await createUser({ role });
  booking = await confirmedBooking({
    ...DAY,
    service_type: "business_class",
    number_of_passengers: 3,
    number_of_luggage: 2,
    distance_travelled: 30,
  });

  ids.same = await chauffeur("Same");
  ids.higher = await chauffeur("Higher", { service_class: "first_class" });
  ids.rated = await chauffeur("Rated", {}, { rating: 4.9 });
  ids.worked = await chauffeur("Worked", {}, { rating: 5 });
  await busy(ids.worked, "2031-05-14T03:00:00Z", "2031-05-14T04:00:00Z");
  ids.mot = await chauffeur("Mot", { mot_expiry: dayOffset(-10) });
  ids.offroad = await chauffeur("Offroad", { status: "off_road" });
  ids.small = await chauffeur("Small", { passenger_capacity: 2 });
  ids.buffer = await chauffeur("Buffer");
  // Ends 08:45 UTC, 15 minutes before the 09:00 UTC pickup: inside the 30-minute buffer.
  busyBooking = await busy(ids.buffer, "2031-05-14T07:45:00Z", "2031-05-14T08:45:00Z");
  ids.unavailable = await chauffeur("Resting", {}, { status: "Unavailable" });
  // Its only vehicle is out with another chauffeur from 09:30 to 10:00 UTC.
  ids.shared = await chauffeur("Shared", null);
  sharedVehicle = await vehicleFor(ids.shared, { service_class: "business_class", ...VALID });
  const borrower = await chauffeur("Borrower", null);
  await allowToDrive(sharedVehicle.vehicle_id, borrower);
  const lent = await confirmedBooking(DAY);
  await assignDriver({
    bookingId: lent.booking_id,
    carNumber: 1,
    driverId: borrower,
    vehicleId: sharedVehicle.vehicle_id,
    startsAt: new Date("2031-05-14T09:30:00Z"),
    endsAt: new Date("2031-05-14T10:00:00Z"),
    actor: ADMIN_ACTOR,
  });
  lentReference = lent.booking_reference;
  ids.carless = await chauffeur("Carless", null);
  ids.applicant = (await createDriverRow({ status: "Under Review" })).driver_id;

  const res = await suggest(admin, booking.booking_id);
  expect(res.status).toBe(200);
  data = res.body.data!;
});

describe("GET /api/admin/bookings/{id}/suggestions", () => {
  it("answers the car's job window and the turnaround buffer", () => {
    expect(data).toMatchObject({
      booking_id: booking.booking_id,
      car_number: 1,
      starts_at: "2031-05-14T09:00:00.000Z",
      // 30 road miles at 30 mph plus the 15-minute set-up buffer.
      ends_at: "2031-05-14T10:15:00.000Z",
      turnaround_buffer_minutes: 30,
    });
  });

  it("suggests fitting chauffeurs with the vehicle to send, booked class first", () => {
    const same = find(data.fits, "same")!;
    expect(same).toMatchObject({
      name: "Same Test",
      higher_class: false,
      jobs_that_day: 0,
      rating: null,
      reasons: [],
      vehicle: expect.objectContaining({
        service_class: "business_class",
        passenger_capacity: 3,
        luggage_capacity: 3,
        label: "Mercedes-Benz S-Class (Silver)",
      }),
    });
    expect(same.vehicle!.plate_display).toMatch(/^[A-Z]{2}\d{2} [A-Z]{3}$/);
    expect(find(data.fits, "higher")).toMatchObject({
      higher_class: true,
      vehicle: expect.objectContaining({ service_class: "first_class" }),
    });
    expect(rank("higher")).toBeGreaterThan(rank("same"));
  });

  it("ranks fewest jobs that day, then rating with the unrated last, then name", () => {
    expect(find(data.fits, "worked")).toMatchObject({ jobs_that_day: 1, rating: 5 });
    expect(rank("rated")).toBeLessThan(rank("same"));
    expect(rank("same")).toBeLessThan(rank("worked"));
    // Every fit of the booked class comes before every higher-class fit.
    const firstHigher = data.fits.findIndex((row) => row.higher_class);
    expect(data.fits.slice(firstHigher).every((row) => row.higher_class)).toBe(true);
  });

  it("lists every other approved chauffeur with the reasons they do not fit", () => {
    const lapsedOn = new Date(Date.parse(`${dayOffset(-10)}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(find(data.misfits, "mot")!.reasons).toEqual([`MOT lapsed on ${lapsedOn}`]);
    expect(find(data.misfits, "offroad")!.reasons).toEqual([
      expect.stringMatching(/^Vehicle [A-Z0-9 ]+ is off road$/),
    ]);
    expect(find(data.misfits, "small")!.reasons).toEqual([
      "Vehicle seats 2; the booking needs 3 per car",
    ]);
    expect(find(data.misfits, "buffer")!.reasons).toEqual([
      `Already on ${busyBooking.booking_reference} from 08:45 to 09:45`,
    ]);
    expect(find(data.misfits, "unavailable")!.reasons).toEqual(["Driver is Unavailable"]);
    expect(find(data.misfits, "carless")).toMatchObject({
      vehicle: null,
      reasons: ["Driver has no vehicle they may drive"],
    });
    const plate = sharedVehicle.registration_plate.replace(/^(.{4})/, "$1 ");
    expect(find(data.misfits, "shared")!.reasons).toEqual([
      `Vehicle ${plate} is already on ${lentReference} from 10:30 to 11:00`,
    ]);
    for (const name of ["mot", "offroad", "small", "buffer", "unavailable", "carless", "shared"]) {
      expect(find(data.fits, name)).toBeUndefined();
    }
  });

  it("leaves out drivers never approved", () => {
    const all = [...data.fits, ...data.misfits].map((row) => row.driver_id);
    expect(all).not.toContain(ids.applicant);
    expect(new Set(all).size).toBe(all.length);
  });

  it("defaults to the first car and answers 400 for a car the booking does not have", async () => {
    const first = await suggest(admin, booking.booking_id, "");
    expect(first.body.data?.car_number).toBe(1);
    for (const query of ["?car=2", "?car=0", "?car=abc", "?car=1.5"]) {
      const res = await suggest(admin, booking.booking_id, query);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, errors: { car: expect.any(String) } });
    }
  });

  it("sends the best ranked `fits` of those who fit, with how many fit in all", async () => {
    expect(data.fits_total).toBe(data.fits.length);
    expect(data.fits_total).toBeGreaterThanOrEqual(3);
    const page = await suggest(admin, booking.booking_id, "?car=1&fits=2");
    expect(page.status).toBe(200);
    expect(page.body.data!.fits_total).toBe(data.fits_total);
    expect(page.body.data!.fits.map((fit) => fit.driver_id)).toEqual(
      data.fits.slice(0, 2).map((fit) => fit.driver_id),
    );
    expect(page.body.data!.misfits_total).toBe(data.misfits_total);
  });

  it("answers 400 naming `fits` for a count it does not take", async () => {
    const message = "Chauffeurs who fit must be a whole number from 1 to 1000";
    for (const fits of ["0", "1001", "abc", "1.5", "-1", ""]) {
      const res = await suggest(admin, booking.booking_id, `?car=1&fits=${fits}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, errors: { fits: message } });
    }
  });

  it("answers 404 for an unknown or malformed booking", async () => {
    for (const id of ["999999", "0", "abc"]) {
      expect((await suggest(admin, id)).status).toBe(404);
    }
  });

  it("answers 401 without a session and 403 to every other role", async () => {
    expect((await suggest(null, booking.booking_id)).status).toBe(401);
    for (const role of ["customer", "driver", "partner"]) {
      const res = await suggest(roles[role]!, booking.booking_id);
      expect(res.status).toBe(403);
      expect(res.body.success).toBe(false);
    }
  });
});
