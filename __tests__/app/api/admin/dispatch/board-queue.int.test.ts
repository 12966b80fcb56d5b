/**
 * The board's queue a page at a time: the first `cards` unassigned cars by pickup and every
 * urgent one, with the day's count; and the day's bookings read only while a car of theirs is
 * still free (board-day-bookings.ts), which must not change which cars are queued.
 */
import { GET } from "@/app/api/admin/dispatch/route";
import { BOARD_QUEUE_CARDS, type DispatchBoard } from "@/lib/dispatch/board-types";
import { pickupInstant } from "@/lib/time-rules";
import { readDispatchBoard } from "@/server/dispatch/board";
import { getDb } from "@/server/db/client";
import { assignments, type BookingRow, type UserRow } from "@/server/db/schema";
import { confirmedBooking } from "@test/assignments";
import { createApprovedDriver } from "@test/drivers";
import { createUser } from "@test/factories";
import { callRoute } from "@test/route-client";

interface Envelope {
  success: boolean;
  message: string;
  data?: DispatchBoard;
  errors?: Record<string, string>;
}

// A March day before the clocks change: London is on GMT, so 09:00Z is 09:00 on the wall.
const DAY = "2031-03-10";
const NOW = new Date("2031-03-10T09:00:00Z");

let admin: UserRow;
const roles: Record<string, UserRow> = {};
/** Eight one-car bookings from 09:30, half an hour apart: the first four are urgent at NOW. */
const plain: BookingRow[] = [];
let partlyCovered: BookingRow;

const board = (user: UserRow | null, query: string) =>
  callRoute<Envelope>(GET, { url: `/api/admin/dispatch${query}`, as: user ?? undefined });

const onDay = (time: string, overrides: Partial<BookingRow> = {}) =>
  confirmedBooking({
    booking_date: DAY,
    booking_time: time,
    pickup_at: pickupInstant(DAY, time, "Europe/London"),
    ...overrides,
  });

/** A job of `status` on the car, with a chauffeur of its own (no overlap between them). */
async function job(
  booking: BookingRow,
  carNumber: number,
  status: "assigned" | "no_show" | "declined",
  reason: string | null = null,
) {
  const { driver } = await createApprovedDriver();
  const db = await getDb();
  await db.insert(assignments).values({
    booking_id: booking.booking_id,
    car_number: carNumber,
    driver_id: driver.driver_id,
    status,
    reason,
    starts_at: booking.pickup_at,
    ends_at: new Date(booking.pickup_at.getTime() + 3_600_000),
  });
}

const cars = (day: DispatchBoard) =>
  day.queue.map((card) => `${card.booking_reference}/${card.car_number}`);

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  for (const role of ["customer", "driver", "partner"] as const)
    roles[role] = await createUser({ role });
  for (let n = 0; n < 8; n += 1) {
    const minutes = 9 * 60 + 30 + n * 30;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}:00`;
    plain.push(await onDay(time));
  }
  // Covered: its one car is held (after a first chauffeur declined it), or was a no-show;
  // neither is queued.
  const covered = await onDay("14:00:00");
  await job(covered, 1, "declined", "Too far away");
  await job(covered, 1, "assigned");
  await job(await onDay("14:10:00"), 1, "no_show");
  // Two cars, the first held, and a job left on a third car the booking no longer has: car 2
  // is still free (counting that job would have hidden the booking).
  partlyCovered = await onDay("14:30:00", { number_of_cars: 2 });
  await job(partlyCovered, 1, "assigned");
  await job(partlyCovered, 3, "assigned");
  await job(partlyCovered, 2, "declined", "Car too small");
});

describe("GET /api/admin/dispatch: the queue a page at a time", () => {
  it("sends every free car of a small day, by pickup, with their count", async () => {
    const day = await readDispatchBoard({ date: DAY, now: NOW });
    expect(BOARD_QUEUE_CARDS).toBeGreaterThanOrEqual(9);
    expect(cars(day)).toEqual([
      ...plain.map((booking) => `${booking.booking_reference}/1`),
      `${partlyCovered.booking_reference}/2`,
    ]);
    expect(day.queue_total).toBe(9);
    expect(day.queue.filter((card) => card.urgent)).toHaveLength(4);
    // The free car of a partly covered booking still says why it came back.
    expect(day.queue.at(-1)).toMatchObject({ car_number: 2, last_reason: "Car too small" });
  });

  it("sends only the first `cards` cars, by pickup, still counting them all", async () => {
    const res = await board(admin, `?date=${DAY}&cards=6`);
    expect(res.status).toBe(200);
    expect(cars(res.body.data!)).toEqual(
      plain.slice(0, 6).map((booking) => `${booking.booking_reference}/1`),
    );
    expect(res.body.data!.queue_total).toBe(9);
  });

  it("always sends the urgent cars, however few were asked for", async () => {
    const day = await readDispatchBoard({ date: DAY, now: NOW, cards: 1 });
    expect(cars(day)).toEqual(plain.slice(0, 4).map((booking) => `${booking.booking_reference}/1`));
    expect(day.queue.every((card) => card.urgent)).toBe(true);
    expect(day.queue_total).toBe(9);
  });

  it("takes the most cars there may be", async () => {
    const res = await board(admin, `?date=${DAY}&cards=1000`);
    expect(res.status).toBe(200);
    expect(res.body.data!.queue).toHaveLength(9);
  });

  it("keeps the lanes whatever the queue asked for", async () => {
    const all = await readDispatchBoard({ date: DAY, now: NOW });
    const one = await readDispatchBoard({ date: DAY, now: NOW, cards: 1 });
    expect(one.lanes).toEqual(all.lanes);
    expect(one.partner_jobs).toEqual(all.partner_jobs);
  });

  it.each([
    ["no cars", "cards=0"],
    ["a negative count", "cards=-1"],
    ["a count that is not a number", "cards=many"],
    ["a fraction", "cards=1.5"],
    ["more than the most", "cards=1001"],
    ["an empty count", "cards="],
  ])("answers 400 naming the field for %s", async (_case, query) => {
    const res = await board(admin, `?date=${DAY}&${query}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors ?? {})).toEqual(["cards"]);
  });

  it("refuses a key it does not know (a misspelt page size is not ignored)", async () => {
    const res = await board(admin, `?date=${DAY}&card=5`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it("answers 401 without a session and 403 to every other role", async () => {
    const query = `?date=${DAY}&cards=5`;
    expect((await board(null, query)).status).toBe(401);
    for (const role of ["customer", "driver", "partner"]) {
      const res = await board(roles[role]!, query);
      expect(res.status).toBe(403);
      expect(res.body.success).toBe(false);
    }
  });
});
