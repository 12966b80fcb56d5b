import { GET } from "@/app/api/admin/dispatch/route";
import type { DispatchBoard, QueueCard } from "@/lib/dispatch/board-types";
import { pickupInstant } from "@/lib/time-rules";
import { readDispatchBoard } from "@/server/dispatch/board";
import { getDb } from "@/server/db/client";
import {
  assignments,
  type BookingRow,
  type NewAssignmentRow,
  type UserRow,
} from "@/server/db/schema";
import { confirmedBooking } from "@test/assignments";
import { createApprovedDriver } from "@test/drivers";
import { createUser } from "@test/factories";
import { createPartner } from "@test/partners";
import { callRoute } from "@test/route-client";
import { createVehicleRow } from "@test/vehicles";

interface Envelope {
  success: boolean;
  message: string;
  data?: DispatchBoard;
  errors?: Record<string, string>;
}

let admin: UserRow;
const roles: Record<string, UserRow> = {};

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  for (const role of ["customer", "driver", "partner"] as const)
    roles[role] = await createUser({ role });
});

const board = (user: UserRow | null, query = "") =>
  callRoute<Envelope>(GET, { url: `/api/admin/dispatch${query}`, as: user ?? undefined });

describe("GET /api/admin/dispatch: access and parameters", () => {
  it("answers 401 without a session", async () => {
    const res = await board(null);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false });
  });

  it.each(["customer", "driver", "partner"])("answers 403 to a %s", async (role) => {
    const res = await board(roles[role]!, "?date=2030-07-01");
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false });
  });

  it.each([
    // An unknown key is refused as a whole (zod names no field for it).
    ["an unknown key", "?day=2030-07-01", "body"],
    ["a date that is not a date", "?date=tomorrow", "date"],
    ["a day that does not exist", "?date=2030-02-30", "date"],
    ["a date with a time", "?date=2030-07-01T10:00", "date"],
  ])("answers 400 naming the field for %s", async (_case, query, field) => {
    const res = await board(admin, query);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors ?? {})).toEqual([field]);
  });

  it("shows today in Europe/London when no date is given", async () => {
    const res = await board(admin);
    expect(res.status).toBe(200);
    const london = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });
    expect(res.body.data!.date).toBe(london.format(new Date()));
    expect(res.body.data!.turnaround_buffer_minutes).toBe(30);
  });

  it("takes today from the injected clock, in London's own day", async () => {
    // 23:30 UTC on the 24th is already 00:30 BST on the 25th.
    const day = await readDispatchBoard({ now: new Date("2026-10-24T23:30:00Z") });
    expect(day.date).toBe("2026-10-25");
    expect(day.generated_at).toBe("2026-10-24T23:30:00.000Z");
  });
});

// 25 October 2026: the UK's clocks go back at 02:00 BST, so the board's day runs 25 hours,
// from 2026-10-24T23:00Z to 2026-10-26T00:00Z.
const DAY = "2026-10-25";
const NOW = new Date("2026-10-25T09:00:00Z"); // 09:00 GMT

async function insertRow(
  row: Omit<NewAssignmentRow, "starts_at" | "ends_at"> & Partial<NewAssignmentRow>,
) {
  const db = await getDb();
  const [made] = await db
    .insert(assignments)
    .values({
      starts_at: new Date("2030-01-01T10:00Z"),
      ends_at: new Date("2030-01-01T11:00Z"),
      ...row,
    })
    .returning();
  return made!;
}

const onDay = (time: string, overrides: Partial<BookingRow> = {}) =>
  confirmedBooking({
    booking_date: DAY,
    booking_time: time,
    pickup_at: pickupInstant(DAY, time, "Europe/London"),
    ...overrides,
  });

describe("the board of a day across the clock change", () => {
  const at = (iso: string) => new Date(iso);
  let twoCars: BookingRow;
  let offered: BookingRow;
  let declined: BookingRow;
  let lapsed: BookingRow;
  let farmed: BookingRow;
  let paris: BookingRow;
  let busy: { driver_id: number };
  let idle: { driver_id: number };
  let away: { driver_id: number };
  let awayWithJob: { driver_id: number };
  let partnerName: string;
  let ids: Record<string, number>;

  beforeAll(async () => {
    const vehicle = await createVehicleRow({
      make: "Mercedes-Benz",
      model: "S-Class",
      registration_plate: "AB12CDE",
    });
    busy = (await createApprovedDriver({ first_name: "Aaron", last_name: "Busy" })).driver;
    idle = (await createApprovedDriver({ first_name: "Ida", last_name: "Idle" })).driver;
    away = (await createApprovedDriver({ status: "Unavailable" })).driver;
    awayWithJob = (await createApprovedDriver({ status: "Unavailable", first_name: "Una" })).driver;
    const { partner } = await createPartner();
    partnerName = partner.company_name;

    twoCars = await onDay("10:00:00", { number_of_cars: 2, flight_number: "BA117" });
    offered = await onDay("11:00:00", { status: "paid", payment_status: "paid" });
    declined = await onDay("12:00:00");
    lapsed = await onDay("13:00:00");
    farmed = await onDay("14:00:00");
    paris = await confirmedBooking({
      booking_date: DAY,
      booking_time: "08:30:00",
      pickup_time_zone: "Europe/Paris",
      pickup_at: pickupInstant(DAY, "08:30:00", "Europe/Paris"),
    });
    await onDay("15:00:00", { status: "pending" });
    await onDay("16:00:00", { status: "cancelled" });
    await confirmedBooking({ booking_date: "2026-10-26", booking_time: "10:00:00" });
    const yesterday = await confirmedBooking({
      booking_date: "2026-10-24",
      booking_time: "23:30:00",
    });
    const tomorrow = await confirmedBooking({
      booking_date: "2026-10-26",
      booking_time: "00:00:00",
      number_of_cars: 2,
    });

    const car1 = await insertRow({
      booking_id: twoCars.booking_id,
      car_number: 1,
      driver_id: busy.driver_id,
      vehicle_id: vehicle.vehicle_id,
      status: "assigned",
      starts_at: at("2026-10-25T10:00Z"),
      ends_at: at("2026-10-25T11:30Z"),
    });
    const offer = await insertRow({
      booking_id: offered.booking_id,
      car_number: 1,
      driver_id: idle.driver_id,
      status: "offered",
      offer_expires_at: at("2026-10-25T09:04:00Z"),
    });
    await insertRow({
      booking_id: declined.booking_id,
      car_number: 1,
      driver_id: idle.driver_id,
      status: "unassigned",
      reason: "Customer asked for another chauffeur",
      updated_at: at("2026-10-25T07:00Z"),
    });
    await insertRow({
      booking_id: declined.booking_id,
      car_number: 1,
      driver_id: idle.driver_id,
      status: "declined",
      reason: "Too far away",
      updated_at: at("2026-10-25T08:00Z"),
    });
    await insertRow({
      booking_id: lapsed.booking_id,
      car_number: 1,
      driver_id: idle.driver_id,
      status: "offered",
      offer_expires_at: at("2026-10-25T08:59:00Z"),
    });
    const partnerJob = await insertRow({
      booking_id: farmed.booking_id,
      car_number: 1,
      partner_id: partner.partner_id,
      status: "assigned",
      starts_at: at("2026-10-25T14:00Z"),
      ends_at: at("2026-10-25T15:00Z"),
      pay_pence: 8550,
    });
    // Across midnight into the day (23:30 BST on the 24th), and the day's last hour (23:30 GMT).
    const lateYesterday = await insertRow({
      booking_id: yesterday.booking_id,
      car_number: 1,
      driver_id: awayWithJob.driver_id,
      status: "completed",
      starts_at: at("2026-10-24T22:30Z"),
      ends_at: at("2026-10-25T00:30Z"),
    });
    const lastHour = await insertRow({
      booking_id: tomorrow.booking_id,
      car_number: 1,
      driver_id: busy.driver_id,
      status: "assigned",
      starts_at: at("2026-10-25T23:30Z"),
      ends_at: at("2026-10-26T00:30Z"),
    });
    // Ends as the day starts, and starts as it ends: neither touches it.
    await insertRow({
      booking_id: yesterday.booking_id,
      car_number: 1,
      driver_id: away.driver_id,
      status: "cancelled",
      starts_at: at("2026-10-24T21:00Z"),
      ends_at: at("2026-10-24T23:00Z"),
    });
    await insertRow({
      booking_id: tomorrow.booking_id,
      car_number: 2,
      driver_id: away.driver_id,
      status: "completed",
      starts_at: at("2026-10-26T00:00Z"),
      ends_at: at("2026-10-26T01:00Z"),
    });
    ids = {
      car1: car1.assignment_id,
      offer: offer.assignment_id,
      partnerJob: partnerJob.assignment_id,
      lateYesterday: lateYesterday.assignment_id,
      lastHour: lastHour.assignment_id,
    };
  });

  const cardOf = (day: DispatchBoard, booking: BookingRow, car = 1): QueueCard | undefined =>
    day.queue.find((card) => card.booking_id === booking.booking_id && card.car_number === car);

  it("queues the unassigned cars of confirmed and paid bookings by pickup, urgent within two hours", async () => {
    const day = await readDispatchBoard({ date: DAY, now: NOW });
    expect(day.queue.map((card) => [card.booking_reference, card.car_number])).toEqual([
      [paris.booking_reference, 1],
      [twoCars.booking_reference, 2],
      [offered.booking_reference, 1],
      [declined.booking_reference, 1],
      [lapsed.booking_reference, 1],
    ]);
    expect(cardOf(day, paris)).toMatchObject({
      local_time: "08:30",
      pickup_time_zone: "Europe/Paris",
      pickup_at: "2026-10-25T07:30:00.000Z",
      minutes_until_pickup: -90,
      urgent: true,
    });
    expect(cardOf(day, twoCars, 2)).toMatchObject({
      number_of_cars: 2,
      minutes_until_pickup: 60,
      urgent: true,
      flight_number: "BA117",
      status: "confirmed",
      passengers: 1,
      luggage: 1,
      open_offers: [],
      last_reason: null,
    });
    expect(cardOf(day, offered)).toMatchObject({ minutes_until_pickup: 120, urgent: true });
    expect(cardOf(day, declined)).toMatchObject({ minutes_until_pickup: 180, urgent: false });
  });

  it("shows open offers with their expiry, and why a car came back", async () => {
    const day = await readDispatchBoard({ date: DAY, now: NOW });
    expect(cardOf(day, offered)!.open_offers).toEqual([
      {
        assignment_id: ids.offer,
        driver_id: idle.driver_id,
        partner_id: null,
        name: "Ida Idle",
        expires_at: "2026-10-25T09:04:00.000Z",
      },
    ]);
    expect(cardOf(day, declined)).toMatchObject({ open_offers: [], last_reason: "Too far away" });
    expect(cardOf(day, lapsed)).toMatchObject({ open_offers: [], last_reason: "Offer expired" });
    // Four minutes later the first offer has lapsed too.
    const later = await readDispatchBoard({ date: DAY, now: new Date("2026-10-25T09:04:00Z") });
    expect(cardOf(later, offered)).toMatchObject({ open_offers: [], last_reason: "Offer expired" });
  });

  it("gives working chauffeurs lanes with every job touching the 25-hour day", async () => {
    const day = await readDispatchBoard({ date: DAY, now: NOW });
    const lane = (driverId: number) => day.lanes.find((entry) => entry.driver_id === driverId);
    expect(lane(busy.driver_id)).toMatchObject({
      name: "Aaron Busy",
      status: "Available",
      vehicle: "Mercedes-Benz S-Class · AB12 CDE",
    });
    expect(lane(busy.driver_id)!.blocks.map((block) => block.assignment_id)).toEqual([
      ids.car1,
      ids.lastHour,
    ]);
    expect(lane(busy.driver_id)!.blocks[0]).toMatchObject({
      booking_reference: twoCars.booking_reference,
      car_number: 1,
      status: "assigned",
      starts_at: "2026-10-25T10:00:00.000Z",
      local_start: "10:00",
      local_end: "11:30",
    });
    // No vehicle: the field is left out rather than sent as null.
    expect(lane(idle.driver_id)).toEqual({
      driver_id: idle.driver_id,
      name: "Ida Idle",
      status: "Available",
      blocks: [],
    });
    expect(lane(away.driver_id)).toBeUndefined();
    expect(lane(awayWithJob.driver_id)).toMatchObject({ status: "Unavailable" });
    expect(lane(awayWithJob.driver_id)!.blocks).toMatchObject([
      {
        assignment_id: ids.lateYesterday,
        status: "completed",
        local_start: "23:30",
        local_end: "01:30",
      },
    ]);
    expect(day.partner_jobs).toEqual([
      expect.objectContaining({
        assignment_id: ids.partnerJob,
        booking_id: farmed.booking_id,
        partner_name: partnerName,
        status: "assigned",
        local_start: "14:00",
        local_end: "15:00",
      }),
    ]);
  });

  it("answers the same day through the endpoint", async () => {
    const res = await board(admin, `?date=${DAY}`);
    expect(res.status).toBe(200);
    const day = res.body.data!;
    expect(day.date).toBe(DAY);
    expect(day.queue.map((card) => card.booking_id)).toEqual([
      paris.booking_id,
      twoCars.booking_id,
      offered.booking_id,
      declined.booking_id,
      lapsed.booking_id,
    ]);
    expect(day.partner_jobs.map((job) => job.assignment_id)).toEqual([ids.partnerJob]);
    expect(day.lanes.find((lane) => lane.driver_id === busy.driver_id)!.blocks).toHaveLength(2);
  });
});
