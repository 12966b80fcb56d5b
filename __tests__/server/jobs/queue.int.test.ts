import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/server/db/client";
import { jobs, jobSchedules } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { AppError } from "@/server/http/errors";
import { claimJobs, LEASE_MS } from "@/server/jobs/claim";
import { drainJobs } from "@/server/jobs/drain";
import { enqueueJob } from "@/server/jobs/enqueue";
import { registerJobKind } from "@/server/jobs/registry";

const at = (iso: string) => new Date(iso);
const T0 = at("2031-02-03T10:00:00Z");
const NO_SCHEDULES = [] as const;
const ran: Array<{ id: number; attempt: number; now: Date }> = [];
let failures = 0;

const unregister: Array<() => void> = [];
beforeAll(() => {
  unregister.push(
    registerJobKind("test.record", {
      schema: z.object({ label: z.string().min(1) }).strict(),
      maxAttempts: 3,
      describe: "Records that it ran",
      handle: async (_payload, { jobId, attempt, now }) => {
        ran.push({ id: jobId, attempt, now });
      },
    }),
    registerJobKind("test.flaky", {
      schema: z.object({}),
      maxAttempts: 3,
      describe: "Throws while failures remain",
      handle: async () => {
        if (failures > 0) {
          failures -= 1;
          throw new Error("The upstream said no");
        }
      },
    }),
  );
});
afterAll(() => unregister.forEach((undo) => undo()));

beforeEach(async () => {
  const db = await getDb();
  await db.delete(jobs);
  await db.delete(jobSchedules);
  ran.length = 0;
  failures = 0;
});

const row = async (id: number) => {
  const db = await getDb();
  const [found] = await db.select().from(jobs).where(eq(jobs.job_id, id));
  return found!;
};
const drain = (now: Date, extra: Parameters<typeof drainJobs>[0] = {}) =>
  drainJobs({ now, schedules: NO_SCHEDULES, jitter: () => 0, ...extra });

describe("enqueueJob", () => {
  it("stores a valid job and runs it once when due, not before", async () => {
    const id = await enqueueJob(undefined, {
      kind: "test.record",
      payload: { label: "a" },
      runAt: at("2031-02-03T10:05:00Z"),
    });
    expect(id).toEqual(expect.any(Number));
    expect(await drain(T0)).toMatchObject({ claimed: 0 });
    expect(await drain(at("2031-02-03T10:05:00Z"))).toMatchObject({ claimed: 1, done: 1 });
    expect(ran).toEqual([{ id, attempt: 1, now: at("2031-02-03T10:05:00Z") }]);
    expect(await row(id!)).toMatchObject({
      status: "done",
      attempts: 1,
      finished_at: at("2031-02-03T10:05:00Z"),
      locked_until: null,
    });
    expect(await drain(at("2031-02-03T11:00:00Z"))).toMatchObject({ claimed: 0 });
    expect(ran).toHaveLength(1);
  });

  it("enqueues a dedupe key once however often it is asked", async () => {
    const first = await enqueueJob(undefined, {
      kind: "test.record",
      payload: { label: "a" },
      dedupeKey: "remind:123:24h",
    });
    const second = await enqueueJob(undefined, {
      kind: "test.record",
      payload: { label: "b" },
      dedupeKey: "remind:123:24h",
    });
    expect(first).toEqual(expect.any(Number));
    expect(second).toBeNull();
    const db = await getDb();
    expect(await db.select().from(jobs)).toHaveLength(1);
  });

  it("exists only when the caller's transaction commits", async () => {
    const db = await getDb();
    await expect(
      inTransaction(undefined, async (tx) => {
        await enqueueJob(tx, { kind: "test.record", payload: { label: "rolled back" } });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.select().from(jobs)).toHaveLength(0);
    await inTransaction(undefined, async (tx) => {
      await enqueueJob(tx, { kind: "test.record", payload: { label: "kept" } });
    });
    expect(await db.select().from(jobs)).toHaveLength(1);
  });

  it("refuses a bad payload or an unknown kind with a 400 and stores nothing", async () => {
    const bad = enqueueJob(undefined, { kind: "test.record", payload: { label: 5 } });
    await expect(bad).rejects.toBeInstanceOf(AppError);
    await expect(
      enqueueJob(undefined, { kind: "test.record", payload: { label: 5 } }),
    ).rejects.toMatchObject({
      status: 400,
      options: { errors: { "payload.label": expect.any(String) } },
    });
    await expect(enqueueJob(undefined, { kind: "no.such.kind" })).rejects.toMatchObject({
      status: 400,
      message: 'Unknown job kind "no.such.kind"',
    });
    const db = await getDb();
    expect(await db.select().from(jobs)).toHaveLength(0);
  });
});

describe("drainJobs failures", () => {
  it("retries with exponential backoff, then fails with the last error", async () => {
    failures = 10;
    const id = (await enqueueJob(undefined, { kind: "test.flaky", runAt: T0 }))!;
    expect(await drain(T0)).toMatchObject({ claimed: 1, retried: 1 });
    // jitter 0: half of the 30 s step.
    expect(await row(id)).toMatchObject({
      status: "queued",
      attempts: 1,
      last_error: "The upstream said no",
      run_at: new Date(T0.getTime() + 15_000),
      locked_by: null,
    });
    const second = new Date(T0.getTime() + 15_000);
    expect(await drain(new Date(second.getTime() - 1))).toMatchObject({ claimed: 0 });
    expect(await drain(second)).toMatchObject({ retried: 1 });
    expect((await row(id)).run_at).toEqual(new Date(second.getTime() + 30_000));
    const third = new Date(second.getTime() + 30_000);
    expect(await drain(third)).toMatchObject({ failed: 1 });
    expect(await row(id)).toMatchObject({
      status: "failed",
      attempts: 3,
      last_error: "The upstream said no",
      finished_at: third,
    });
    expect(await drain(at("2031-03-01T00:00:00Z"))).toMatchObject({ claimed: 0 });
  });

  it("jitters within the upper half of the step, capped at an hour", async () => {
    const { backoffMs } = await import("@/server/jobs/backoff");
    expect(backoffMs(1, () => 0)).toBe(15_000);
    expect(backoffMs(1, () => 0.999999)).toBeLessThanOrEqual(30_000);
    expect(backoffMs(3, () => 0.5)).toBe(90_000);
    expect(backoffMs(40, () => 1)).toBe(3_600_000);
  });

  it("recovers after a transient failure", async () => {
    failures = 1;
    const id = (await enqueueJob(undefined, { kind: "test.flaky", runAt: T0 }))!;
    await drain(T0);
    expect(await drain(at("2031-02-03T10:01:00Z"))).toMatchObject({ done: 1 });
    expect(await row(id)).toMatchObject({ status: "done", attempts: 2, last_error: null });
  });

  it("marks an unknown kind or a payload that no longer parses failed, never throwing", async () => {
    const db = await getDb();
    const [unknown] = await db.insert(jobs).values({ kind: "gone.kind", run_at: T0 }).returning();
    const [stale] = await db
      .insert(jobs)
      .values({ kind: "test.record", payload: { label: 7 }, run_at: T0 })
      .returning();
    expect(await drain(T0)).toMatchObject({ claimed: 2, failed: 2 });
    expect(await row(unknown!.job_id)).toMatchObject({
      status: "failed",
      last_error: 'Unknown job kind "gone.kind"',
    });
    expect((await row(stale!.job_id)).last_error).toMatch(/^Payload no longer valid: label:/);
    expect(ran).toHaveLength(0);
  });
});

describe("leases", () => {
  it("picks a crashed drainer's job up again once its lease has run out", async () => {
    const id = (await enqueueJob(undefined, {
      kind: "test.record",
      payload: { label: "x" },
      runAt: T0,
    }))!;
    const db = await getDb();
    // The first drainer claims it and dies before recording anything.
    const [claimed] = await claimJobs(db, { now: T0, limit: 10, workerId: "crashed" });
    expect(claimed).toMatchObject({ job_id: id, status: "running", locked_by: "crashed" });
    const leaseEnd = new Date(T0.getTime() + LEASE_MS);
    expect(claimed!.locked_until).toEqual(leaseEnd);
    expect(await drain(leaseEnd, { workerId: "second" })).toMatchObject({ claimed: 0 });
    expect(await drain(new Date(leaseEnd.getTime() + 1), { workerId: "second" })).toMatchObject({
      claimed: 1,
      done: 1,
    });
    expect(ran).toEqual([{ id, attempt: 2, now: new Date(leaseEnd.getTime() + 1) }]);
    expect(await row(id)).toMatchObject({ status: "done", attempts: 2, locked_by: "second" });
  });

  it("records nothing for a drainer whose lease was taken over while it ran", async () => {
    const db = await getDb();
    const undo = registerJobKind("test.overtaken", {
      schema: z.object({}),
      maxAttempts: 3,
      describe: "Runs so long that another drainer takes it over",
      handle: async (_payload, { jobId, executor }) => {
        // The lease ran out mid-run and a second drainer claimed the job.
        await executor.update(jobs).set({ locked_by: "second" }).where(eq(jobs.job_id, jobId));
      },
    });
    try {
      const id = (await enqueueJob(undefined, { kind: "test.overtaken", runAt: T0 }))!;
      expect(await drain(T0, { workerId: "slow" })).toMatchObject({ claimed: 1, done: 0 });
      expect(await row(id)).toMatchObject({ status: "running", locked_by: "second" });
      await db.delete(jobs);
    } finally {
      undo();
    }
  });

  it("hands back the rest of a batch once half its lease is used, attempts not counted", async () => {
    let clock = 0;
    const undo = registerJobKind("test.slow", {
      schema: z.object({}),
      maxAttempts: 3,
      describe: "Takes 70 seconds",
      handle: async (_payload, { jobId }) => {
        clock += 70_000;
        ran.push({ id: jobId, attempt: 0, now: T0 });
      },
    });
    try {
      const ids: number[] = [];
      for (let index = 0; index < 3; index += 1)
        ids.push((await enqueueJob(undefined, { kind: "test.slow", runAt: T0 }))!);
      expect(await drain(T0, { elapsed: () => clock })).toMatchObject({
        claimed: 3,
        done: 1,
        released: 2,
      });
      // Jobs due at the same instant are claimed in no particular order.
      expect(ran).toHaveLength(1);
      const first = ran[0]!.id;
      for (const id of ids.filter((other) => other !== first))
        expect(await row(id)).toMatchObject({ status: "queued", attempts: 0, locked_by: null });
      expect(await drain(T0)).toMatchObject({ claimed: 2, done: 2 });
    } finally {
      undo();
    }
  });

  it("gives up on a job whose lease ran out on its final attempt", async () => {
    const db = await getDb();
    const [job] = await db
      .insert(jobs)
      .values({ kind: "test.record", payload: { label: "x" }, run_at: T0, max_attempts: 1 })
      .returning();
    await claimJobs(db, { now: T0, limit: 1, workerId: "crashed" });
    const later = new Date(T0.getTime() + LEASE_MS + 1);
    expect(await drain(later)).toMatchObject({ failed: 1 });
    expect(await row(job!.job_id)).toMatchObject({ status: "failed", attempts: 2 });
    expect(ran).toHaveLength(0);
  });
});

describe("two drainers", () => {
  it("share the due jobs without running any twice (SKIP LOCKED)", async () => {
    const db = await getDb();
    await db.insert(jobs).values(
      Array.from({ length: 60 }, (_, index) => ({
        kind: "test.record",
        payload: { label: `j${index}` },
        run_at: T0,
      })),
    );
    const drainer = async (workerId: string) => {
      let total = 0;
      for (;;) {
        const result = await drain(T0, { workerId, limit: 7 });
        total += result.done;
        if (result.claimed === 0) return total;
      }
    };
    const [a, b] = await Promise.all([drainer("a"), drainer("b")]);
    expect(a + b).toBe(60);
    expect(new Set(ran.map((entry) => entry.id)).size).toBe(60);
    expect(ran).toHaveLength(60);
  });
});
