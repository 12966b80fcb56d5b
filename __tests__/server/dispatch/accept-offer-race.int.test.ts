import { and, inArray, ne } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { assignments, auditEvents } from "@/server/db/schema";
import { acceptOffer } from "@/server/dispatch/accept-offer";
import { AppError } from "@/server/http/errors";
import { assignmentsOf, bookingHistory, confirmedBooking } from "@test/assignments";
import { offeredDriver, offerTo } from "@test/offers";

jest.setTimeout(120_000);

/**
 * Chauffeurs offered the same car all accepting at the same moment, each in its own transaction:
 * exactly one gets the job, every other is told it was taken, and nothing is half-written (one
 * assigned row, the rest closed with the reason, one History line per move). PGlite serialises
 * transactions, so the real race is the run on PostgreSQL, selected by TEST_DATABASE_URL.
 */
async function sameCarRace(contenders: number): Promise<void> {
  const booking = await confirmedBooking();
  const drivers: Awaited<ReturnType<typeof offeredDriver>>[] = [];
  for (let index = 0; index < contenders; index += 1) drivers.push(await offeredDriver());
  const offers = [];
  for (let first = 0; first < contenders; first += 10) {
    const batch = drivers.slice(first, first + 10).map((driver) => driver.driverId);
    offers.push(...(await offerTo(booking.booking_id, batch)));
  }
  const results = await Promise.allSettled(
    offers.map((offer) => {
      const driver = drivers.find((candidate) => candidate.driverId === offer.driver_id)!;
      return acceptOffer({
        assignmentId: offer.assignment_id,
        userId: driver.user.user_id,
        actor: driver.actor,
      });
    }),
  );
  const winners = results.flatMap((result) =>
    result.status === "fulfilled" ? [result.value] : [],
  );
  expect(winners).toHaveLength(1);
  for (const result of results) {
    if (result.status === "fulfilled") continue;
    expect(result.reason).toBeInstanceOf(AppError);
    expect(result.reason).toMatchObject({
      status: 409,
      message: "This job has been taken by another chauffeur",
    });
  }
  const winner = winners[0]!;
  const rows = await assignmentsOf(booking.booking_id);
  expect(rows).toHaveLength(contenders);
  for (const row of rows) {
    if (row.assignment_id === winner.assignment_id) {
      expect(row).toMatchObject({ status: "assigned", reason: null });
      expect(row.responded_at).not.toBeNull();
    } else {
      expect(row).toMatchObject({
        status: "unassigned",
        reason: "Taken by another chauffeur",
        responded_at: null,
      });
    }
  }
  const history = await bookingHistory(booking.booking_id);
  const count = (action: string) => history.filter((event) => event.action === action).length;
  expect(count("job_offered")).toBe(contenders);
  expect(count("job_assigned")).toBe(1);
  expect(count("job_unassigned")).toBe(contenders - 1);
  expect(history).toHaveLength(2 * contenders);
  const assignedBy = history.find((event) => event.action === "job_assigned")!;
  const winnerDriver = drivers.find((driver) => driver.driverId === winner.driver_id)!;
  expect(assignedBy).toMatchObject({ actor_kind: "driver", actor_id: winnerDriver.user.user_id });
}

/**
 * One chauffeur accepting offers for overlapping jobs of different bookings at the same moment:
 * the exclusion constraint lets one through, the others are answered with the booking that holds
 * the time, and their offers stay open (declining or expiring them is still the chauffeur's).
 */
async function sameDriverRace(jobs: number): Promise<void> {
  const driver = await offeredDriver();
  const booked = [];
  for (let index = 0; index < jobs; index += 1) {
    // Every job overlaps every other one (each starts a minute later, all last 90 minutes).
    const minute = String(index).padStart(2, "0");
    booked.push(
      await confirmedBooking({ booking_date: "2031-05-06", booking_time: `08:${minute}:00` }),
    );
  }
  const offers = [];
  for (const booking of booked)
    offers.push(...(await offerTo(booking.booking_id, [driver.driverId])));
  const results = await Promise.allSettled(
    offers.map((offer) =>
      acceptOffer({
        assignmentId: offer.assignment_id,
        userId: driver.user.user_id,
        actor: driver.actor,
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
    expect(result.reason).toMatchObject({
      status: 409,
      message: `Driver already has a job at that time (booking ${winner.booking_reference})`,
    });
  }
  const db = await getDb();
  const ids = booked.map((booking) => booking.booking_id);
  const rows = await db.select().from(assignments).where(inArray(assignments.booking_id, ids));
  expect(rows.filter((row) => row.status === "assigned").map((row) => row.booking_id)).toEqual([
    winner.booking_id,
  ]);
  expect(rows.filter((row) => row.status === "offered")).toHaveLength(jobs - 1);
  const history = await db
    .select()
    .from(auditEvents)
    .where(
      and(inArray(auditEvents.entity_id, ids.map(String)), ne(auditEvents.action, "email_sent")),
    );
  expect(history.filter((event) => event.action === "job_assigned")).toHaveLength(1);
  expect(history.filter((event) => event.action === "job_offered")).toHaveLength(jobs);
  expect(history).toHaveLength(jobs + 1);
}

describe("chauffeurs accepting one car's offers at once", () => {
  it("gives the job to exactly one of 10 on this database", async () => {
    await sameCarRace(10);
  });

  it("lets one chauffeur accept only one of 5 overlapping jobs on this database", async () => {
    await sameDriverRace(5);
  });

  (process.env.TEST_DATABASE_URL ? it : it.skip)(
    "gives the job to exactly one of 30 on PostgreSQL",
    async () => {
      await sameCarRace(30);
    },
  );

  (process.env.TEST_DATABASE_URL ? it : it.skip)(
    "lets one chauffeur accept only one of 20 overlapping jobs on PostgreSQL",
    async () => {
      await sameDriverRace(20);
    },
  );
});
