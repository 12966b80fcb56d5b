import { sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/server/db/client";
import { jobs, jobSchedules } from "@/server/db/schema";
import { drainJobs } from "@/server/jobs/drain";
import { registerJobKind } from "@/server/jobs/registry";

jest.setTimeout(300_000);

/**
 * Drainers racing for the same 1,000 due jobs, each in its own claims: every job runs exactly
 * once and ends done. PGlite serialises transactions, so the real race (SKIP LOCKED between
 * concurrent connections) is the run on PostgreSQL, selected by TEST_DATABASE_URL.
 */
const runs = new Map<number, number>();
let undo: () => void;
beforeAll(() => {
  undo = registerJobKind("test.race", {
    schema: z.object({ n: z.number().int() }),
    maxAttempts: 1,
    describe: "Counts its runs",
    handle: async (_payload, { jobId }) => {
      runs.set(jobId, (runs.get(jobId) ?? 0) + 1);
    },
  });
});
afterAll(() => undo());

async function race(drainers: number, count: number): Promise<void> {
  const db = await getDb();
  await db.delete(jobs);
  await db.delete(jobSchedules);
  runs.clear();
  const now = new Date("2031-07-01T12:00:00Z");
  for (let start = 0; start < count; start += 500) {
    await db.insert(jobs).values(
      Array.from({ length: Math.min(500, count - start) }, (_, index) => ({
        kind: "test.race",
        payload: { n: start + index },
        run_at: now,
      })),
    );
  }
  const drainer = async (workerId: string) => {
    for (;;) {
      const result = await drainJobs({ now, workerId, limit: 25, schedules: [] });
      if (result.claimed === 0) return;
    }
  };
  await Promise.all(Array.from({ length: drainers }, (_, index) => drainer(`w${index}`)));
  expect(runs.size).toBe(count);
  expect([...runs.values()].every((times) => times === 1)).toBe(true);
  const [summary] = await db
    .select({ done: sql<number>`count(*) filter (where ${jobs.status} = 'done')::int` })
    .from(jobs);
  expect(summary!.done).toBe(count);
}

describe("drainers racing for the same jobs", () => {
  it("run each of 1,000 jobs exactly once with 2 drainers on this database", async () => {
    await race(2, 1_000);
  });

  (process.env.TEST_DATABASE_URL ? it.each([2, 3, 4]) : it.skip.each([2, 3, 4]))(
    "run each of 1,000 jobs exactly once with %i drainers on PostgreSQL",
    async (drainers) => {
      await race(drainers, 1_000);
    },
  );
});
