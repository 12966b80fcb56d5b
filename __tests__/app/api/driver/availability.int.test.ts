import { and, eq } from "drizzle-orm";
import { GET, PUT } from "@/app/api/driver/availability/route";
import { POST as ADD } from "@/app/api/driver/days-off/route";
import { DELETE as REMOVE } from "@/app/api/driver/days-off/[day]/route";
import { availabilityToday, type DriverAvailability } from "@/lib/drivers/availability";
import { addDays } from "@/lib/vehicles/documents";
import { getDb } from "@/server/db/client";
import { auditEvents, driverDaysOff, type UserRow } from "@/server/db/schema";
import { findBooking } from "@/server/bookings/find-booking";
import { assignDriver } from "@/server/dispatch/assign";
import { moveJob } from "@/server/dispatch/move-job";
import { ADMIN_ACTOR, confirmedBooking } from "@test/assignments";
import { createApprovedDriver, reloadDriver } from "@test/drivers";
import { createUser } from "@test/factories";
import { callRoute } from "@test/route-client";

type Caller = UserRow | null;
interface Envelope {
  success: boolean;
  message: string;
  data?: DriverAvailability;
  errors?: Record<string, string>;
}

const read = (user: Caller) =>
  callRoute<Envelope>(GET, { url: "/api/driver/availability", as: user ?? undefined });
const setToday = (user: Caller, body: unknown) =>
  callRoute<Envelope>(PUT, {
    method: "PUT",
    url: "/api/driver/availability",
    body,
    as: user ?? undefined,
  });
const add = (user: Caller, body: unknown) =>
  callRoute<Envelope>(ADD, {
    method: "POST",
    url: "/api/driver/days-off",
    body,
    as: user ?? undefined,
  });
const remove = (user: Caller, day: string) =>
  callRoute<Envelope, { day: string }>(REMOVE, {
    method: "DELETE",
    url: `/api/driver/days-off/${day}`,
    params: { day },
    as: user ?? undefined,
  });

// The real clock: the routes read it; the clock-dependent rules are tested with an injected one
// in __tests__/server/drivers/availability.int.test.ts.
const today = () => availabilityToday(new Date());

async function chauffeur() {
  return createApprovedDriver({ driving_license_expiry_date: "2099-12-31" });
}

async function daysOffOf(driverId: number) {
  const db = await getDb();
  return db.select().from(driverDaysOff).where(eq(driverDaysOff.driver_id, driverId));
}

const roles: Record<string, UserRow> = {};

beforeAll(async () => {
  for (const role of ["admin", "customer", "partner"] as const)
    roles[role] = await createUser({ role });
});

describe("the access matrix", () => {
  const endpoints = {
    "GET /api/driver/availability": (user: Caller) => read(user),
    "PUT /api/driver/availability": (user: Caller) => setToday(user, { today: "unavailable" }),
    "POST /api/driver/days-off": (user: Caller) => add(user, { day: addDays(today(), 3) }),
    "DELETE /api/driver/days-off/{day}": (user: Caller) => remove(user, addDays(today(), 3)),
  };

  describe.each(Object.entries(endpoints))("%s", (_name, send) => {
    it("answers 401 without a session", async () => {
      const res = await send(null);
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    });

    it.each(["admin", "customer", "partner"])("answers 403 to a %s", async (role) => {
      const res = await send(roles[role]!);
      expect(res.status).toBe(403);
    });

    it("answers 404 to a driver account without a driver record", async () => {
      const bare = await createUser({ role: "driver" });
      const res = await send(bare);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("No driver record is linked to this account.");
    });
  });

  it("keeps each chauffeur to their own days: B cannot see or clear A's", async () => {
    const a = await chauffeur();
    const b = await chauffeur();
    const day = addDays(today(), 5);
    expect((await add(a.user, { day, reason: "Dentist" })).status).toBe(200);

    const seen = await read(b.user);
    expect(seen.body.data!.days_off).toEqual([]);
    const cleared = await remove(b.user, day);
    expect(cleared.status).toBe(404);
    expect(cleared.body.message).toBe("Day off not found");
    expect(await daysOffOf(a.driver.driver_id)).toHaveLength(1);
  });
});

describe("GET and PUT /api/driver/availability", () => {
  it("starts available with no days off", async () => {
    const { user } = await chauffeur();
    const res = await read(user);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body.data).toEqual({
      today: today(),
      today_state: "available",
      days_off: [],
      last_day: addDays(today(), 90),
    });
  });

  it("switches today off and on without touching the operator's record, with History", async () => {
    const { user, driver } = await chauffeur();
    const off = await setToday(user, { today: "unavailable" });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      success: true,
      message: "You are off today",
      data: { today_state: "unavailable", days_off: [{ day: today(), reason: null }] },
    });
    // A second tap changes nothing.
    expect((await setToday(user, { today: "unavailable" })).body.data!.days_off).toHaveLength(1);
    expect((await reloadDriver(driver.driver_id))!.status).toBe("Available");

    const on = await setToday(user, { today: "available" });
    expect(on.body).toMatchObject({
      message: "You are available today",
      data: { today_state: "available", days_off: [] },
    });
    expect((await reloadDriver(driver.driver_id))!.status).toBe("Available");

    const db = await getDb();
    const history = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity_kind, "driver"),
          eq(auditEvents.entity_id, String(driver.driver_id)),
        ),
      );
    expect(history.map((row) => [row.action, row.changes, row.actor_kind])).toEqual([
      ["day_off_added", { day_off: { old: null, new: today() } }, "driver"],
      ["day_off_removed", { day_off: { old: today(), new: null } }, "driver"],
    ]);
  });

  it("leaves an operator's Unavailable in place when the chauffeur says available", async () => {
    const { user, driver } = await createApprovedDriver({ status: "Unavailable" });
    const res = await setToday(user, { today: "available" });
    expect(res.status).toBe(200);
    expect((await reloadDriver(driver.driver_id))!.status).toBe("Unavailable");
  });

  it.each([
    [{}, "today"],
    [{ today: "busy" }, "today"],
    [{ today: true }, "today"],
    [{ today: "available", status: "Available" }, "body"],
  ])("answers 400 with field errors for %j", async (body, field) => {
    const { user } = await chauffeur();
    const res = await setToday(user, body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(field);
  });

  it("answers 400 for a malformed body", async () => {
    const { user } = await chauffeur();
    expect((await setToday(user, "{not json")).status).toBe(400);
  });
});

describe("POST /api/driver/days-off", () => {
  it("marks days off from today up to 90 days ahead, earliest first, once each", async () => {
    const { user, driver } = await chauffeur();
    const later = addDays(today(), 90);
    expect((await add(user, { day: later })).status).toBe(200);
    const res = await add(user, { day: today(), reason: "  School run  " });
    expect(res.body).toMatchObject({
      success: true,
      message: `${today()} is marked as a day off`,
      data: {
        today_state: "unavailable",
        days_off: [
          { day: today(), reason: "School run" },
          { day: later, reason: null },
        ],
      },
    });
    expect((await add(user, { day: later, reason: "Again" })).status).toBe(200);
    expect(await daysOffOf(driver.driver_id)).toHaveLength(2);
    expect((await reloadDriver(driver.driver_id))!.status).toBe("Available");
  });

  it.each([
    [() => ({ day: addDays(today(), -1) }), "A day in the past cannot be marked off"],
    [() => ({ day: addDays(today(), 91) }), "Days off can be marked up to 90 days ahead"],
  ])("refuses a day out of range: %#", async (body, message) => {
    const { user, driver } = await chauffeur();
    const res = await add(user, body());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, errors: { day: message } });
    expect(await daysOffOf(driver.driver_id)).toHaveLength(0);
  });

  it.each([
    [{}, "day"],
    [{ day: "2026-02-30" }, "day"],
    [{ day: "1/12/2026" }, "day"],
    [{ day: 20261201 }, "day"],
    [{ day: "2026-12-01", reason: "x".repeat(201) }, "reason"],
    [{ day: "2026-12-01", reason: 5 }, "reason"],
    [{ day: "2026-12-01", driver_id: 1 }, "body"],
  ])("answers 400 with field errors for %j", async (body, field) => {
    const { user } = await chauffeur();
    const res = await add(user, body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(field);
  });

  it("answers 400 for a malformed body", async () => {
    const { user } = await chauffeur();
    expect((await add(user, "{not json")).status).toBe(400);
  });
});

describe("a day on which the chauffeur still holds jobs", () => {
  /** A confirmed booking on `day` (its own local date) given to the chauffeur. */
  async function jobOn(driverId: number, day: string) {
    const booking = await confirmedBooking({ booking_date: day, booking_time: "23:30" });
    return assignDriver({
      bookingId: booking.booking_id,
      carNumber: 1,
      driverId,
      actor: ADMIN_ACTOR,
    });
  }

  it("is refused until the office takes the jobs back; finished jobs do not count", async () => {
    const { user, driver } = await chauffeur();
    const day = addDays(today(), 3);
    const job = await jobOn(driver.driver_id, day);
    const { booking_reference: reference } = (await findBooking(job.booking_id))!;

    const refused = await add(user, { day });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      new RegExp(
        `^You have a job on \\w+ \\d+ \\w+ \\(${reference}\\)\\. Call the office to hand it back before taking the day off\\.$`,
      ),
    );
    expect(await daysOffOf(driver.driver_id)).toEqual([]);

    await moveJob({
      assignmentId: job.assignment_id,
      to: "unassigned",
      actor: ADMIN_ACTOR,
      reason: "Chauffeur asked for the day off",
    });
    expect((await add(user, { day })).status).toBe(200);
  });

  it("keeps today's switch on while one of today's jobs is held, and lets it off once it is done", async () => {
    const { user, driver } = await chauffeur();
    const job = await jobOn(driver.driver_id, today());
    const refused = await setToday(user, { today: "unavailable" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^You have a job on .+\. Call the office/);
    expect(await daysOffOf(driver.driver_id)).toEqual([]);

    for (const to of ["on_the_way", "arrived", "on_board", "completed"] as const) {
      await moveJob({ assignmentId: job.assignment_id, to, actor: ADMIN_ACTOR });
    }
    const res = await setToday(user, { today: "unavailable" });
    expect(res.status).toBe(200);
    expect(res.body.data?.today_state).toBe("unavailable");
  });
});

describe("DELETE /api/driver/days-off/{day}", () => {
  it("clears a day off, and answers 404 for one that is not marked or a malformed day", async () => {
    const { user, driver } = await chauffeur();
    const day = addDays(today(), 2);
    await add(user, { day });
    const res = await remove(user, day);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: `${day} is no longer a day off`,
      data: { days_off: [] },
    });
    expect(await daysOffOf(driver.driver_id)).toHaveLength(0);
    for (const bad of [day, "2026-02-30", "tomorrow", "2026-1-1"]) {
      expect((await remove(user, bad)).status).toBe(404);
    }
  });

  it("refuses to clear a past day off", async () => {
    const { user, driver } = await chauffeur();
    const db = await getDb();
    const past = addDays(today(), -2);
    await db.insert(driverDaysOff).values({ driver_id: driver.driver_id, day: past });
    const res = await remove(user, past);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("A past day off cannot be changed");
    expect(await daysOffOf(driver.driver_id)).toHaveLength(1);
  });
});
