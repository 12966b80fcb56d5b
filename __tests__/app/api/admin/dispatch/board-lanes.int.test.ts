/**
 * The board's lanes a page at a time: every chauffeur with a job that day, the first `idle`
 * working chauffeurs without one (by name) and how many there are, and the name search `q`.
 */
import { GET } from "@/app/api/admin/dispatch/route";
import { BOARD_IDLE_LANES, type DispatchBoard } from "@/lib/dispatch/board-types";
import { pickupInstant } from "@/lib/time-rules";
import { readDispatchBoard } from "@/server/dispatch/board";
import { getDb } from "@/server/db/client";
import { assignments, type UserRow } from "@/server/db/schema";
import { confirmedBooking } from "@test/assignments";
import { createApprovedDriver, createDriverRow } from "@test/drivers";
import { createUser } from "@test/factories";
import { callRoute } from "@test/route-client";

interface Envelope {
  success: boolean;
  message: string;
  data?: DispatchBoard;
  errors?: Record<string, string>;
}

const DAY = "2030-07-01";
const NOW = new Date("2030-07-01T07:00:00Z");

let admin: UserRow;
const roles: Record<string, UserRow> = {};
const ids: Record<string, number> = {};

const board = (user: UserRow | null, query: string) =>
  callRoute<Envelope>(GET, { url: `/api/admin/dispatch${query}`, as: user ?? undefined });

const names = (day: DispatchBoard) => day.lanes.map((lane) => lane.name);

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  for (const role of ["customer", "driver", "partner"] as const)
    roles[role] = await createUser({ role });
  // Six working chauffeurs without a job, created out of name order.
  for (const first of ["Fiona", "Bella", "Eric", "Anna", "Dora", "Carl"]) {
    ids[first] = (
      await createApprovedDriver({ first_name: first, last_name: "Idle" })
    ).driver.driver_id;
  }
  // One named with the LIKE wildcards, found only when searched for as written.
  ids.percent = (
    await createApprovedDriver({ first_name: "Per%cy", last_name: "Idle_ish" })
  ).driver.driver_id;
  // Two with jobs: one Available, one Unavailable (a job keeps the lane whatever the status).
  ids.Zed = (await createApprovedDriver({ first_name: "Zed", last_name: "Busy" })).driver.driver_id;
  ids.Yuri = (
    await createApprovedDriver({ first_name: "Yuri", last_name: "Busy", status: "Unavailable" })
  ).driver.driver_id;
  // Neither working nor busy: no lane, not counted.
  await createApprovedDriver({ first_name: "Una", last_name: "Away", status: "Unavailable" });
  await createDriverRow({ first_name: "Pending", last_name: "Applicant", status: "Available" });

  const db = await getDb();
  for (const [name, time] of [
    ["Zed", "09:00:00"],
    ["Yuri", "11:00:00"],
  ] as const) {
    const booking = await confirmedBooking({
      booking_date: DAY,
      booking_time: time,
      pickup_at: pickupInstant(DAY, time, "Europe/London"),
    });
    await db.insert(assignments).values({
      booking_id: booking.booking_id,
      car_number: 1,
      driver_id: ids[name],
      status: "assigned",
      starts_at: booking.pickup_at,
      ends_at: new Date(booking.pickup_at.getTime() + 3_600_000),
    });
  }
});

describe("GET /api/admin/dispatch: lanes a page at a time", () => {
  it("gives every chauffeur a lane with a small fleet, by name, with the idle count", async () => {
    const day = await readDispatchBoard({ date: DAY, now: NOW });
    expect(BOARD_IDLE_LANES).toBeGreaterThanOrEqual(7);
    expect(names(day)).toEqual([
      "Anna Idle",
      "Bella Idle",
      "Carl Idle",
      "Dora Idle",
      "Eric Idle",
      "Fiona Idle",
      "Per%cy Idle_ish",
      "Yuri Busy",
      "Zed Busy",
    ]);
    expect(day.idle_total).toBe(7);
  });

  it("sends only the first `idle` chauffeurs without a job, and every one with a job", async () => {
    const res = await board(admin, `?date=${DAY}&idle=2`);
    expect(res.status).toBe(200);
    const day = res.body.data!;
    expect(names(day)).toEqual(["Anna Idle", "Bella Idle", "Yuri Busy", "Zed Busy"]);
    expect(day.idle_total).toBe(7);
    expect(day.lanes.find((lane) => lane.driver_id === ids.Yuri)).toMatchObject({
      status: "Unavailable",
      blocks: [expect.objectContaining({ status: "assigned", local_start: "11:00" })],
    });
    // The board's own zone is not repeated on every block; a lane without a vehicle says none.
    const yuri = day.lanes.find((lane) => lane.driver_id === ids.Yuri)!;
    expect(yuri.blocks[0]).not.toHaveProperty("pickup_time_zone");
    expect(yuri).not.toHaveProperty("vehicle");
  });

  it("sends no idle lane for idle=0 (only chauffeurs with jobs), still counting them", async () => {
    const res = await board(admin, `?date=${DAY}&idle=0`);
    expect(res.status).toBe(200);
    expect(names(res.body.data!)).toEqual(["Yuri Busy", "Zed Busy"]);
    expect(res.body.data!.idle_total).toBe(7);
  });

  it("finds chauffeurs by name (any case), busy or not, and counts the idle ones found", async () => {
    const res = await board(admin, `?date=${DAY}&q=${encodeURIComponent("  dORA ")}`);
    expect(names(res.body.data!)).toEqual(["Dora Idle"]);
    expect(res.body.data!.idle_total).toBe(1);
    const busy = await board(admin, `?date=${DAY}&q=busy&idle=0`);
    expect(names(busy.body.data!)).toEqual(["Yuri Busy", "Zed Busy"]);
    expect(busy.body.data!.idle_total).toBe(0);
  });

  it("searches for % and _ as the characters they are", async () => {
    const percent = await board(admin, `?date=${DAY}&q=${encodeURIComponent("r%c")}`);
    expect(names(percent.body.data!)).toEqual(["Per%cy Idle_ish"]);
    const underscore = await board(admin, `?date=${DAY}&q=e_i`);
    expect(names(underscore.body.data!)).toEqual(["Per%cy Idle_ish"]);
    const none = await board(admin, `?date=${DAY}&q=zzz`);
    expect(none.body.data!).toMatchObject({ lanes: [], idle_total: 0 });
  });

  it("keeps the queue and the partners' jobs whatever the lanes asked for", async () => {
    const all = await readDispatchBoard({ date: DAY, now: NOW });
    const none = await readDispatchBoard({ date: DAY, now: NOW, idle: 0, q: "nobody" });
    expect(none.queue).toEqual(all.queue);
    expect(none.partner_jobs).toEqual(all.partner_jobs);
  });

  it.each([
    ["a negative count", "idle=-1", "idle"],
    ["a count that is not a number", "idle=many", "idle"],
    ["a fraction", "idle=1.5", "idle"],
    ["more than the most", "idle=1001", "idle"],
    ["an empty count", "idle=", "idle"],
    ["a search of 101 characters", `q=${"a".repeat(101)}`, "q"],
    ["a search with a NUL", "q=%00", "q"],
  ])("answers 400 naming the field for %s", async (_case, query, field) => {
    const res = await board(admin, `?date=${DAY}&${query}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors ?? {})).toEqual([field]);
  });

  it("takes the most idle lanes there may be", async () => {
    const res = await board(admin, `?date=${DAY}&idle=1000`);
    expect(res.status).toBe(200);
    expect(res.body.data!.lanes).toHaveLength(9);
  });

  it("answers 401 without a session and 403 to every other role, whatever the paging", async () => {
    const query = `?date=${DAY}&idle=5&q=anna`;
    expect((await board(null, query)).status).toBe(401);
    for (const role of ["customer", "driver", "partner"]) {
      const res = await board(roles[role]!, query);
      expect(res.status).toBe(403);
      expect(res.body.success).toBe(false);
    }
  });
});
