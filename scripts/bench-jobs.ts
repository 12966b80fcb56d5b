/**
 * `npm run bench:jobs`: 10,000 no-op jobs drained by 1, 2 and 4 concurrent drainers, on an
 * in-memory PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL (migrated first; its jobs
 * table is emptied). Prints jobs per second and duplicates (a job run more than once; must be 0),
 * then the tick route's own time on an empty queue (the route handler called in process, with
 * the secret, against the same database). BENCH_JOBS changes the count.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { z } from "zod";

const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const BATCH = 100;
const DRAINERS = [1, 2, 4];
const TICKS = 200;
const SECRET = "bench-cron-secret-0123456789";
const benchUrl = process.env.BENCH_DATABASE_URL;

// The server modules read their configuration once, from here: an embedded database in a
// throw-away directory, or the PostgreSQL under test.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "bench-jobs-"));
process.env.EMBEDDED_DATABASE = "memory";
process.env.CRON_SECRET = SECRET;
process.env.JOBS_RUNNER = "0";
process.env.LOG_LEVEL = "silent";
for (const name of ["VERCEL", "REQUIRE_REAL_SERVICES", "DATABASE_URL"]) delete process.env[name];

interface Row {
  database: string;
  drainers: number;
  seconds: number;
  perSecond: number;
  duplicates: number;
  missing: number;
}

async function main() {
  const { connect } = await import("@/server/db/client");
  const { runMigrations } = await import("@/server/db/migrate");
  const { jobs, jobSchedules } = await import("@/server/db/schema");
  const { drainJobs } = await import("@/server/jobs/drain");
  const { registerJobKind } = await import("@/server/jobs/registry");
  type Db = Awaited<ReturnType<typeof connect>>["db"];

  const runs = new Map<number, number>();
  registerJobKind("bench.noop", {
    schema: z.object({}),
    maxAttempts: 1,
    describe: "Does nothing (bench:jobs)",
    handle: async (_payload, { jobId }) => {
      runs.set(jobId, (runs.get(jobId) ?? 0) + 1);
    },
  });

  async function fill(db: Db) {
    await db.delete(jobs);
    await db.delete(jobSchedules);
    const now = new Date();
    for (let start = 0; start < JOBS; start += 1_000) {
      await db.insert(jobs).values(
        Array.from({ length: Math.min(1_000, JOBS - start) }, () => ({
          kind: "bench.noop",
          run_at: now,
        })),
      );
    }
  }

  async function round(label: string, handles: Db[], drainers: number): Promise<Row> {
    await fill(handles[0]!);
    runs.clear();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: drainers }, async (_, index) => {
        const executor = handles[index % handles.length]!;
        for (;;) {
          const result = await drainJobs({
            executor,
            limit: BATCH,
            workerId: `bench-${index}`,
            schedules: [],
          });
          if (result.claimed === 0) return;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const duplicates = [...runs.values()].reduce((sum, times) => sum + times - 1, 0);
    return {
      database: label,
      drainers,
      seconds,
      perSecond: JOBS / seconds,
      duplicates,
      missing: JOBS - runs.size,
    };
  }

  const rows: Row[] = [];
  {
    const adapter = { kind: "pglite" as const, location: "memory://" };
    const connection = await connect(adapter);
    await runMigrations(connection.db, adapter);
    // PGlite has one connection: its "concurrent" drainers take turns on it.
    for (const drainers of DRAINERS)
      rows.push(await round("PGlite (memory)", [connection.db], drainers));
    await connection.close();
  }
  if (benchUrl) {
    const adapter = { kind: "postgres" as const, url: benchUrl };
    const connections = await Promise.all(DRAINERS.map(() => connect(adapter)));
    await runMigrations(connections[0]!.db, adapter);
    // One pool per drainer, as separate instances would have.
    for (const drainers of DRAINERS)
      rows.push(
        await round(
          "PostgreSQL",
          connections.map((connection) => connection.db),
          drainers,
        ),
      );
    await Promise.all(connections.map((connection) => connection.close()));
  }

  console.log(`\n${JOBS.toLocaleString("en-GB")} no-op jobs, claimed ${BATCH} at a time\n`);
  console.log("| Database | Drainers | Seconds | Jobs/s | Duplicates | Missing |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const row of rows)
    console.log(
      `| ${row.database} | ${row.drainers} | ${row.seconds.toFixed(2)} | ${Math.round(row.perSecond).toLocaleString("en-GB")} | ${row.duplicates} | ${row.missing} |`,
    );

  // The tick route on an empty queue, in process (no HTTP), against the server's own database.
  if (benchUrl) process.env.DATABASE_URL = benchUrl;
  const { resetServerConfigForTests } = await import("@/env");
  resetServerConfigForTests();
  const { getDb, closeDb } = await import("@/server/db/client");
  const db = await getDb();
  await db.delete(jobs);
  const { NextRequest } = await import("next/server");
  const { GET } = await import("@/app/api/cron/tick/route");
  const times: number[] = [];
  for (let index = 0; index < TICKS + 10; index += 1) {
    const request = new NextRequest("http://localhost:3000/api/cron/tick", {
      headers: { authorization: `Bearer ${SECRET}` },
    });
    const started = performance.now();
    const response = await GET(request, { params: Promise.resolve({}) });
    await response.text();
    if (response.status !== 200) throw new Error(`tick answered ${response.status}`);
    if (index >= 10) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!;
  console.log(
    `\nTick route, empty queue (${benchUrl ? "PostgreSQL" : "PGlite"}, ${TICKS} calls): p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`,
  );
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
