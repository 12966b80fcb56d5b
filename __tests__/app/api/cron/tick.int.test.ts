import { z } from "zod";
import { GET, POST } from "@/app/api/cron/tick/route";
import { resetServerConfigForTests } from "@/env";
import { getDb } from "@/server/db/client";
import { jobs, jobSchedules } from "@/server/db/schema";
import { enqueueJob } from "@/server/jobs/enqueue";
import { registerJobKind } from "@/server/jobs/registry";
import { callRoute } from "@test/route-client";

const SECRET = "tick-secret-0123456789abcdef";
let ran = 0;
let undo: () => void;

beforeAll(() => {
  process.env.CRON_SECRET = SECRET;
  resetServerConfigForTests();
  undo = registerJobKind("test.tick", {
    schema: z.object({}),
    maxAttempts: 1,
    describe: "Counts its runs",
    handle: async () => {
      ran += 1;
    },
  });
});
afterAll(() => {
  undo();
  delete process.env.CRON_SECRET;
  resetServerConfigForTests();
});
beforeEach(async () => {
  const db = await getDb();
  await db.delete(jobs);
  await db.delete(jobSchedules);
  ran = 0;
});

type Tick = { success: boolean; data: Record<string, number> };

describe("/api/cron/tick", () => {
  it.each([
    ["no header", {}],
    ["a wrong secret", { authorization: `Bearer ${SECRET}x` }],
    ["a shorter secret", { authorization: "Bearer tick" }],
    ["the secret without Bearer", { authorization: SECRET }],
    ["another scheme", { authorization: `Basic ${SECRET}` }],
  ])("refuses %s with 401 and drains nothing", async (_label, headers) => {
    await enqueueJob(undefined, { kind: "test.tick" });
    for (const handler of [GET, POST]) {
      const response = await callRoute(handler, {
        method: handler === GET ? "GET" : "POST",
        url: "/api/cron/tick",
        headers,
      });
      expect(response.status).toBe(401);
    }
    expect(ran).toBe(0);
  });

  it("drains due jobs for the secret and answers the counts (GET and POST)", async () => {
    for (let index = 0; index < 3; index += 1) await enqueueJob(undefined, { kind: "test.tick" });
    await enqueueJob(undefined, { kind: "test.tick", runAt: new Date(Date.now() + 3_600_000) });
    const response = await callRoute<Tick>(GET, {
      url: "/api/cron/tick",
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ claimed: 3, done: 3, retried: 0, failed: 0 });
    expect(response.body.data.scheduled).toEqual(expect.any(Number));
    expect(ran).toBe(3);
    const again = await callRoute<Tick>(POST, {
      method: "POST",
      url: "/api/cron/tick",
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ claimed: 0, done: 0 });
  });

  it("is safe when Vercel fires twice at once: every job runs once", async () => {
    for (let index = 0; index < 20; index += 1) await enqueueJob(undefined, { kind: "test.tick" });
    const call = () =>
      callRoute<Tick>(GET, {
        url: "/api/cron/tick",
        headers: { authorization: `Bearer ${SECRET}` },
      });
    const [a, b] = await Promise.all([call(), call()]);
    expect(a.body.data.done! + b.body.data.done!).toBe(20);
    expect(ran).toBe(20);
  });

  it("refuses every call while CRON_SECRET is unset", async () => {
    delete process.env.CRON_SECRET;
    resetServerConfigForTests();
    try {
      const response = await callRoute(GET, {
        url: "/api/cron/tick",
        headers: { authorization: "Bearer " },
      });
      expect(response.status).toBe(401);
    } finally {
      process.env.CRON_SECRET = SECRET;
      resetServerConfigForTests();
    }
  });
});
