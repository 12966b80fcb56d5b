import { z } from "zod";
import { POST as clockRoute } from "@/app/api/dev/clock/route";
import { POST as tickRoute } from "@/app/api/cron/tick/route";
import { POST as failedJobRoute } from "@/app/api/dev/failed-job/route";
import { POST as drainRoute } from "@/app/api/dev/drain/route";
import { getServerConfig, resetServerConfigForTests } from "@/env";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { jobs, type UserRow } from "@/server/db/schema";
import { installSocketAddressStamp, SOCKET_ADDRESS_HEADER } from "@/server/http/socket-address";
import { enqueueJob } from "@/server/jobs/enqueue";
import { queueNow } from "@/server/jobs/queue-clock";
import { runJobNow } from "@/server/jobs/run-now";
import { registerJobKind } from "@/server/jobs/registry";
import { call } from "@test/accounts";
import { createUser } from "@test/factories";

const MINUTE = 60_000;
const LOCAL = { [SOCKET_ADDRESS_HEADER]: "127.0.0.1" };
const REMOTE = { [SOCKET_ADDRESS_HEADER]: "203.0.113.9" };

type ClockAnswer = {
  success: boolean;
  data?: { now: string; shiftMinutes: number };
  errors?: Record<string, string>;
};

const move = (body: unknown, headers: Record<string, string> = LOCAL, as?: UserRow) =>
  call<ClockAnswer>(clockRoute, { method: "POST", url: "/api/dev/clock", body, headers, as });

beforeAll(() => installSocketAddressStamp());
afterEach(async () => {
  resetServerConfigForTests();
  await move({ shiftMinutes: 0 });
});

describe("POST /api/dev/clock", () => {
  it("moves the queue's now from this machine, stored in the database, and 0 puts it back", async () => {
    const real = Date.now();
    const res = await move({ shiftMinutes: 90 });
    expect(res.status).toBe(200);
    expect(res.body.data!.shiftMinutes).toBe(90);
    const moved = new Date(res.body.data!.now).getTime() - real;
    expect(moved).toBeGreaterThanOrEqual(90 * MINUTE);
    expect(moved).toBeLessThan(91 * MINUTE);
    // Read back from the table, as the runner and the tick read it.
    const fixed = new Date("2031-03-30T00:30:00Z");
    expect((await queueNow(undefined, fixed)).toISOString()).toBe("2031-03-30T02:00:00.000Z");
    await move({ shiftMinutes: 0 });
    expect((await queueNow(undefined, fixed)).toISOString()).toBe(fixed.toISOString());
  });

  it("makes the tick drain work that is due only on the shifted clock", async () => {
    const SECRET = "queue-clock-secret-0123456789";
    process.env.CRON_SECRET = SECRET;
    resetServerConfigForTests();
    let ran = 0;
    const undo = registerJobKind("test.later", {
      schema: z.object({}),
      maxAttempts: 1,
      describe: "Counts its runs",
      handle: async () => {
        ran += 1;
      },
    });
    try {
      await enqueueJob(undefined, {
        kind: "test.later",
        runAt: new Date(Date.now() + 30 * MINUTE),
      });
      const tick = () =>
        call(tickRoute, {
          method: "POST",
          url: "/api/cron/tick",
          headers: { authorization: `Bearer ${SECRET}` },
        });
      expect((await tick()).status).toBe(200);
      expect(ran).toBe(0);
      await move({ shiftMinutes: 31 });
      expect((await tick()).status).toBe(200);
      expect(ran).toBe(1);
    } finally {
      undo();
      delete process.env.CRON_SECRET;
    }
  });

  it("answers 400 with the field for a bad shift and for a malformed body", async () => {
    for (const body of [{ shiftMinutes: -1 }, { shiftMinutes: 1.5 }, { shiftMinutes: "60" }, {}]) {
      const res = await move(body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveProperty("shiftMinutes");
    }
    expect((await move({ shiftMinutes: 5, role: "admin" })).status).toBe(400);
    const malformed = await call(clockRoute, {
      method: "POST",
      url: "/api/dev/clock",
      body: "{not json",
      headers: LOCAL,
    });
    expect(malformed.status).toBe(400);
  });

  it("is not found from another machine, even for an administrator", async () => {
    expect((await move({ shiftMinutes: 60 }, REMOTE)).status).toBe(404);
    const admin = await createUser({ role: "admin" });
    expect((await move({ shiftMinutes: 60 }, REMOTE, admin)).status).toBe(404);
    expect((await queueNow(undefined, new Date(0))).getTime()).toBe(0);
  });

  it("is not found in a deployment, and a deployment never reads a shift", async () => {
    await move({ shiftMinutes: 60 });
    resetServerConfigForTests();
    Object.assign(getServerConfig(), { isDeployment: true });
    expect((await move({ shiftMinutes: 30 })).status).toBe(404);
    expect((await queueNow(undefined, new Date(0))).getTime()).toBe(0);
  });
});

describe("POST /api/dev/failed-job", () => {
  it("seeds one failed job from this machine; 404 from elsewhere and in a deployment", async () => {
    const res = await call<{ data: { job_id: number; dedupe_key: string } }>(failedJobRoute, {
      method: "POST",
      url: "/api/dev/failed-job",
      headers: LOCAL,
    });
    expect(res.status).toBe(201);
    const db = await getDb();
    const [job] = await db.select().from(jobs).where(eq(jobs.job_id, res.body.data.job_id));
    expect(job).toMatchObject({
      status: "failed",
      kind: "dispatch.expire_offers",
      dedupe_key: res.body.data.dedupe_key,
    });
    expect(job!.last_error).toContain("Seeded failure");

    const remote = await call(failedJobRoute, {
      method: "POST",
      url: "/api/dev/failed-job",
      headers: REMOTE,
    });
    expect(remote.status).toBe(404);
    Object.assign(getServerConfig(), { isDeployment: true });
    const deployed = await call(failedJobRoute, {
      method: "POST",
      url: "/api/dev/failed-job",
      headers: LOCAL,
    });
    expect(deployed.status).toBe(404);
  });
});

describe("POST /api/dev/drain", () => {
  const drain = (headers: Record<string, string> = LOCAL, as?: UserRow) =>
    call<{ data: { claimed: number; done: number } }>(drainRoute, {
      method: "POST",
      url: "/api/dev/drain",
      headers,
      as,
    });

  it("drains once now on the shifted clock, from this machine; 404 from elsewhere and in a deployment", async () => {
    let ran = 0;
    const undo = registerJobKind("test.drained", {
      schema: z.object({}),
      maxAttempts: 1,
      describe: "Counts its runs",
      handle: async () => {
        ran += 1;
      },
    });
    try {
      await enqueueJob(undefined, {
        kind: "test.drained",
        runAt: new Date(Date.now() + 30 * MINUTE),
      });
      expect((await drain()).status).toBe(200);
      expect(ran).toBe(0);
      await move({ shiftMinutes: 31 });
      const res = await drain();
      expect(res.status).toBe(200);
      expect(res.body.data.done).toBeGreaterThanOrEqual(1);
      expect(ran).toBe(1);
      // Done once: a second drain runs nothing again.
      expect((await drain()).status).toBe(200);
      expect(ran).toBe(1);

      const admin = await createUser({ role: "admin" });
      expect((await drain(REMOTE)).status).toBe(404);
      expect((await drain(REMOTE, admin)).status).toBe(404);
      Object.assign(getServerConfig(), { isDeployment: true });
      expect((await drain()).status).toBe(404);
    } finally {
      undo();
    }
  });
});

describe("runJobNow under a shifted queue clock", () => {
  it("records a failed first try on the shifted clock, so its retry waits out the backoff there", async () => {
    const fails = {
      schema: z.object({}),
      maxAttempts: 3,
      describe: "Always fails",
      handle: async () => {
        throw new Error("still down");
      },
    };
    const undo = registerJobKind("test.fails", fails);
    try {
      await move({ shiftMinutes: 90 });
      await enqueueJob(undefined, { kind: "test.fails", dedupeKey: "test-fails:1" });
      expect(await runJobNow("test-fails:1", { "test.fails": fails })).toBe("retried");
      const db = await getDb();
      const [job] = await db.select().from(jobs).where(eq(jobs.dedupe_key, "test-fails:1"));
      expect(job).toMatchObject({ status: "queued", attempts: 1, last_error: "still down" });
      // The retry is due after the backoff from the shifted now, not from the real one.
      expect(job!.run_at.getTime()).toBeGreaterThan(Date.now() + 90 * MINUTE);
    } finally {
      undo();
    }
  });
});
