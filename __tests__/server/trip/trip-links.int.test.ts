import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { assignmentPositionTrail, jobs, tripLinks } from "@/server/db/schema";
import { stepOwnJob } from "@/server/driver-app/step-job";
import { drainJobs } from "@/server/jobs/drain";
import { SCHEDULE_LIST } from "@/server/jobs/schedule-list";
import { issueTripLink } from "@/server/trip/issue-link";
import { hashTripToken } from "@/server/trip/tokens";
import { readTrip } from "@/server/trip/trip-view";
import { outboxTo } from "@test/drivers";
import { jobAt, LONDON } from "@test/trips";

const HOUR = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

async function finish(made: Awaited<ReturnType<typeof jobAt>>, endedAt: Date) {
  await stepOwnJob({
    userId: made.chauffeur.user.user_id,
    assignmentId: made.job.assignment_id,
    to: "completed",
    actor: made.chauffeur.actor,
    now: endedAt,
  });
}

describe("trip links", () => {
  it("are stored only as a hash, one new token per issue", async () => {
    const { job } = await jobAt([]);
    const first = await issueTripLink(undefined, job.assignment_id);
    const second = await issueTripLink(undefined, job.assignment_id);
    expect(first).not.toBe(second);
    const db = await getDb();
    const rows = await db.select().from(tripLinks).where(eq(tripLinks.booking_id, job.booking_id));
    // The third is the chauffeur-assigned e-mail's own link.
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.token_hash)).toEqual(
      expect.arrayContaining([hashTripToken(first), hashTripToken(second)]),
    );
    expect(JSON.stringify(rows)).not.toContain(first);
  });

  it("stop working 24 hours after the ride ends (injected clock)", async () => {
    const made = await jobAt(["on_the_way", "arrived", "on_board"]);
    const token = await issueTripLink(undefined, made.job.assignment_id);
    const endedAt = new Date(Date.now() + 2 * HOUR);
    await finish(made, endedAt);
    const during = await readTrip(undefined, token, new Date(endedAt.getTime() + 23 * HOUR));
    expect(during?.view.status).toBe("completed");
    expect(await readTrip(undefined, token, new Date(endedAt.getTime() + 24 * HOUR))).toBeNull();
    // A link issued after the ride ended gets the same stop.
    const late = await issueTripLink(undefined, made.job.assignment_id);
    expect(await readTrip(undefined, late, new Date(endedAt.getTime() + 24 * HOUR))).toBeNull();
  });

  it("come in the chauffeur-assigned e-mail and open the ride", async () => {
    const { customer } = await jobAt([]);
    const [mail] = await outboxTo(customer.email);
    const token = /\/trip\/([A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    expect(mail!.html).toContain("Follow your ride");
    expect((await readTrip(undefined, token!))?.view.status).toBe("assigned");
  });
});

describe("trip.prune_trails", () => {
  it("runs daily from the schedule and forgets trail points over 30 days old", async () => {
    expect(SCHEDULE_LIST.map((schedule) => schedule.kind)).toContain("trip.prune_trails");
    const { job } = await jobAt(["on_the_way"]);
    const db = await getDb();
    await db.insert(assignmentPositionTrail).values([
      { assignment_id: job.assignment_id, ...LONDON, recorded_at: at("2032-04-01T10:00:00Z") },
      { assignment_id: job.assignment_id, ...LONDON, recorded_at: at("2032-04-20T10:00:00Z") },
    ]);
    // 03:40 in London on 4 May 2032 is 02:40 UTC (summer time).
    await drainJobs({ now: at("2032-05-04T02:00:00Z") });
    await drainJobs({ now: at("2032-05-04T02:41:00Z") });
    const left = await db
      .select({ recorded_at: assignmentPositionTrail.recorded_at })
      .from(assignmentPositionTrail)
      .where(eq(assignmentPositionTrail.assignment_id, job.assignment_id));
    expect(left.map((row) => row.recorded_at)).toEqual([at("2032-04-20T10:00:00Z")]);
    const runs = await db.select().from(jobs).where(eq(jobs.kind, "trip.prune_trails"));
    expect(runs.map((run) => run.status)).toEqual(["done"]);
  });
});
