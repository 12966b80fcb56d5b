import { and, inArray, ne } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { assignments, auditEvents } from "@/server/db/schema";
import { assignDriver } from "@/server/dispatch/assign";
import { AppError } from "@/server/http/errors";
import { ADMIN_ACTOR, HOUR_MS, availableDriverId, confirmedBooking } from "@test/assignments";

jest.setTimeout(120_000);

/**
 * Dispatchers assigning one chauffeur to overlapping jobs at the same moment, each in its own
 * transaction: exactly one wins, every other gets the 409 naming the winner's booking, and no
 * loser leaves an assignment or a History line behind. PGlite serialises transactions, so the
 * real race (the exclusion constraint making a loser wait for the winner's commit) is the run on
 * PostgreSQL, selected by TEST_DATABASE_URL.
 */
async function race(contenders: number): Promise<void> {
  const driverId = await availableDriverId();
  const booked = [];
  for (let index = 0; index < contenders; index += 1) booked.push(await confirmedBooking());
  const start = new Date("2031-05-06T08:00:00Z").getTime();
  const results = await Promise.allSettled(
    booked.map((booking, index) =>
      assignDriver({
        bookingId: booking.booking_id,
        carNumber: 1,
        driverId,
        // Every job overlaps every other one (each starts a minute later, all last two hours).
        startsAt: new Date(start + index * 60_000),
        endsAt: new Date(start + index * 60_000 + 2 * HOUR_MS),
        actor: ADMIN_ACTOR,
      }),
    ),
  );
  const winners = results.flatMap((result) =>
    result.status === "fulfilled" ? [result.value] : [],
  );
  expect(winners).toHaveLength(1);
  const winner = booked.find((booking) => booking.booking_id === winners[0]!.booking_id)!;
  for (const result of results) {
    if (result.status === "fulfilled") continue;
    expect(result.reason).toBeInstanceOf(AppError);
    expect(result.reason).toMatchObject({
      status: 409,
      message: `Driver already has a job at that time (booking ${winner.booking_reference})`,
    });
  }
  const db = await getDb();
  const ids = booked.map((booking) => booking.booking_id);
  const rows = await db.select().from(assignments).where(inArray(assignments.booking_id, ids));
  expect(rows.map((row) => row.booking_id)).toEqual([winner.booking_id]);
  const history = await db
    .select()
    .from(auditEvents)
    .where(
      and(inArray(auditEvents.entity_id, ids.map(String)), ne(auditEvents.action, "email_sent")),
    );
  expect(history.map((event) => [event.entity_id, event.action])).toEqual([
    [String(winner.booking_id), "job_assigned"],
  ]);
}

describe("concurrent assignments of one chauffeur", () => {
  it("lets exactly one of 10 win on this database", async () => {
    await race(10);
  });

  (process.env.TEST_DATABASE_URL ? it : it.skip)(
    "lets exactly one of 50 win on PostgreSQL",
    async () => {
      await race(50);
    },
  );
});

describe("concurrent assignments inside the turnaround buffer", () => {
  /**
   * Twenty ten-minute jobs a minute apart: none overlaps another, so the database's constraint
   * lets them all through; the 30-minute buffer must still hold between every two that win,
   * however the dispatchers' requests interleave.
   */
  it("never leaves two winners closer than the buffer", async () => {
    const driverId = await availableDriverId();
    const booked = [];
    for (let index = 0; index < 20; index += 1) booked.push(await confirmedBooking());
    const start = new Date("2031-06-06T08:00:00Z").getTime();
    const results = await Promise.allSettled(
      booked.map((booking, index) =>
        assignDriver({
          bookingId: booking.booking_id,
          carNumber: 1,
          driverId,
          startsAt: new Date(start + index * 11 * 60_000),
          endsAt: new Date(start + index * 11 * 60_000 + 10 * 60_000),
          actor: ADMIN_ACTOR,
        }),
      ),
    );
    const winners = results
      .flatMap((result) => (result.status === "fulfilled" ? [result.value] : []))
      .sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
    expect(winners.length).toBeGreaterThan(0);
    for (let index = 1; index < winners.length; index += 1) {
      const gap = winners[index]!.starts_at.getTime() - winners[index - 1]!.ends_at.getTime();
      expect(gap).toBeGreaterThanOrEqual(30 * 60_000);
    }
    for (const result of results) {
      if (result.status === "fulfilled") continue;
      expect(result.reason).toMatchObject({ status: 409 });
      expect((result.reason as AppError).message).toMatch(/^Driver already has a job at that time/);
    }
  });
});
