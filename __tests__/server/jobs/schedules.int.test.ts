import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/server/db/client";
import { jobs, jobSchedules } from "@/server/db/schema";
import { expireOffers } from "@/server/dispatch/offer-expiry";
import { drainJobs } from "@/server/jobs/drain";
import { registerJobKind } from "@/server/jobs/registry";
import { SCHEDULE_LIST, type ScheduleDefinition } from "@/server/jobs/schedule-list";
import { enqueueDueSchedules, syncSchedules } from "@/server/jobs/schedules";
import { availableDriverId, bookingHistory, confirmedBooking } from "@test/assignments";
import { offerTo, reloadAssignment } from "@test/offers";

const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;
const runs: Date[] = [];
let undo: () => void;

beforeAll(() => {
  undo = registerJobKind("test.nightly", {
    schema: z.object({}),
    maxAttempts: 1,
    describe: "A nightly test run",
    handle: async (_payload, { now }) => {
      runs.push(now);
    },
  });
});
afterAll(() => undo());

beforeEach(async () => {
  const db = await getDb();
  await db.delete(jobs);
  await db.delete(jobSchedules);
  runs.length = 0;
});

const NIGHTLY: ScheduleDefinition = {
  name: "test.nightly",
  // 01:30 London: on the October change it happens twice, on the March change not at all.
  cron: "30 1 * * *",
  timeZone: "Europe/London",
  kind: "test.nightly",
};

/** Two drainers ticking every quarter hour (the schedule falls on one), each syncing and enqueueing. */
async function tickThrough(from: Date, to: Date, schedules: readonly ScheduleDefinition[]) {
  for (let time = from.getTime(); time <= to.getTime(); time += 15 * MINUTE) {
    const now = new Date(time);
    await Promise.all([
      drainJobs({ now, schedules, workerId: "a" }),
      drainJobs({ now, schedules, workerId: "b" }),
    ]);
  }
}

async function jobKeys(kind: string) {
  const db = await getDb();
  const rows = await db.select().from(jobs).where(eq(jobs.kind, kind));
  return rows.map((row) => [row.dedupe_key, row.run_at.toISOString(), row.status]).sort();
}

describe("recurring schedules", () => {
  it("runs 01:30 London once on the night the clocks go back (2026-10-25)", async () => {
    await tickThrough(at("2026-10-24T00:00:00Z"), at("2026-10-26T03:00:00Z"), [NIGHTLY]);
    expect(await jobKeys("test.nightly")).toEqual([
      // 01:30 BST = 00:30 UTC; on the 25th the first 01:30 (BST) only, not again an hour later.
      ["schedule:test.nightly:2026-10-24T00:30:00.000Z", "2026-10-24T00:30:00.000Z", "done"],
      ["schedule:test.nightly:2026-10-25T00:30:00.000Z", "2026-10-25T00:30:00.000Z", "done"],
      ["schedule:test.nightly:2026-10-26T01:30:00.000Z", "2026-10-26T01:30:00.000Z", "done"],
    ]);
    expect(runs).toHaveLength(3);
  });

  it("runs the missing 01:30 London once, at 02:00 BST, on the night the clocks go forward (2026-03-29)", async () => {
    await tickThrough(at("2026-03-28T00:00:00Z"), at("2026-03-30T03:00:00Z"), [NIGHTLY]);
    expect(await jobKeys("test.nightly")).toEqual([
      ["schedule:test.nightly:2026-03-28T01:30:00.000Z", "2026-03-28T01:30:00.000Z", "done"],
      ["schedule:test.nightly:2026-03-29T01:00:00.000Z", "2026-03-29T01:00:00.000Z", "done"],
      ["schedule:test.nightly:2026-03-30T00:30:00.000Z", "2026-03-30T00:30:00.000Z", "done"],
    ]);
  });

  it("collapses occurrences missed while nothing drained into one catch-up run", async () => {
    const db = await getDb();
    await syncSchedules(db, at("2026-06-01T00:00:00Z"), [NIGHTLY]);
    expect(await enqueueDueSchedules(undefined, at("2026-06-05T12:00:00Z"))).toBe(1);
    expect(await enqueueDueSchedules(undefined, at("2026-06-05T12:00:00Z"))).toBe(0);
    const [schedule] = await db.select().from(jobSchedules);
    expect(schedule).toMatchObject({
      next_run_at: at("2026-06-06T00:30:00Z"),
      last_enqueued_at: at("2026-06-05T12:00:00Z"),
    });
    expect(await jobKeys("test.nightly")).toHaveLength(1);
  });

  it("re-plans next_run_at when the cron changes and leaves an unchanged row alone", async () => {
    const db = await getDb();
    await syncSchedules(db, at("2026-06-01T12:00:00Z"), [NIGHTLY]);
    await syncSchedules(db, at("2026-06-03T12:00:00Z"), [NIGHTLY]);
    let [schedule] = await db.select().from(jobSchedules);
    expect(schedule!.next_run_at).toEqual(at("2026-06-02T00:30:00Z"));
    await syncSchedules(db, at("2026-06-03T12:00:00Z"), [{ ...NIGHTLY, cron: "0 9 * * 4" }]);
    [schedule] = await db.select().from(jobSchedules);
    // Thursday 4 June 2026, 09:00 BST.
    expect(schedule).toMatchObject({ cron: "0 9 * * 4", next_run_at: at("2026-06-04T08:00:00Z") });
  });

  it("expires offers every minute from the product's own schedule, with nobody on the board", async () => {
    await expireOffers(undefined, at("2100-01-01T00:00:00Z"));
    const booking = await confirmedBooking({
      booking_date: "2032-05-04",
      booking_time: "15:00:00",
    });
    const [offer] = await offerTo(booking.booking_id, [await availableDriverId()], {
      now: at("2032-05-04T09:00:00Z"),
      expiresInSeconds: 120,
    });
    expect(SCHEDULE_LIST.map((schedule) => schedule.name)).toContain("dispatch.expire_offers");
    // The first drain plans the schedule; each minute's drain enqueues and runs that minute's sweep.
    for (const minute of ["09:00:30", "09:01:00", "09:02:00", "09:02:00"]) {
      await drainJobs({ now: at(`2032-05-04T${minute}Z`) });
    }
    expect(await reloadAssignment(offer!.assignment_id)).toMatchObject({
      status: "unassigned",
      reason: "Offer expired",
    });
    const history = await bookingHistory(booking.booking_id);
    expect(history.filter((event) => event.action === "job_unassigned")).toHaveLength(1);
    const db = await getDb();
    const sweeps = await db.select().from(jobs).where(eq(jobs.kind, "dispatch.expire_offers"));
    expect(sweeps.map((job) => [job.dedupe_key, job.status])).toEqual([
      ["schedule:dispatch.expire_offers:2032-05-04T09:01:00.000Z", "done"],
      ["schedule:dispatch.expire_offers:2032-05-04T09:02:00.000Z", "done"],
    ]);
  });
});
