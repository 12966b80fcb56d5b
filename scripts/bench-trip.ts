/**
 * `npm run bench:trip`: the live trip page under load on `next start` (after `npm run build`):
 * BENCH_TRIP_CHAUFFEURS chauffeurs (default 20) on the way posting their phone's position
 * (POST /api/driver/jobs/{id}/position, one connection each, each signed in through the
 * credentials flow) and as many passengers polling their trip (GET /api/trip/{token}, and the
 * server-rendered page GET /trip/{token}), first each alone, then positions and polls together.
 * Prints p50/p95/max per endpoint, the achieved rate and any non-2xx answers. The data is seeded
 * by scripts/bench-trip-prepare.ts into `.data/bench-trip` (BENCH_DATA_DIR), or PostgreSQL with
 * BENCH_DATABASE_URL. BENCH_DURATION (seconds per phase, default 10) sets the length.
 */
import autocannon from "autocannon";
import { benchEnv, credentialsSession, runMain, runPrepare, startBenchServer } from "./bench-http";

const CHAUFFEURS = Number(process.env.BENCH_TRIP_CHAUFFEURS ?? 20);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);

interface BenchJob {
  assignmentId: number;
  email: string;
  token: string;
  lat: number;
}

interface Phase {
  name: string;
  /** One request per connection, repeated as fast as the server answers. */
  requests: {
    method: "GET" | "POST";
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }[];
}

interface Result {
  name: string;
  total: number;
  rate: number;
  p50: number;
  p95: number;
  max: number;
  non2xx: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** One autocannon run per phase; every connection keeps to its own request (chauffeur or link). */
function run(base: string, phase: Phase): Promise<Result> {
  const times: number[] = [];
  let non2xx = 0;
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: phase.requests.length,
        duration: DURATION_SECONDS,
        setupClient: (client) => {
          const own = phase.requests[next % phase.requests.length]!;
          next += 1;
          client.setRequest(own);
          client.on("response", (status: number, _bytes: number, responseTime: number) => {
            times.push(responseTime);
            if (status < 200 || status > 299) non2xx += 1;
          });
        },
      },
      (error) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          name: phase.name,
          total: times.length,
          rate: times.length / DURATION_SECONDS,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          max: times.at(-1) ?? 0,
          non2xx,
        });
      },
    );
    instance.on("error", reject);
  });
}

const row = (result: Result) =>
  `| ${result.name} | ${result.total} | ${result.rate.toFixed(1)} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.max.toFixed(1)} | ${result.non2xx} |`;

async function main(): Promise<void> {
  const { env, database } = benchEnv("bench-trip");
  console.info(`bench:trip: ${database}, seeding ${CHAUFFEURS} chauffeurs on the way`);
  const seeded = runPrepare<{ password: string; jobs: BenchJob[] }>(
    "scripts/bench-trip-prepare.ts",
    [String(CHAUFFEURS)],
    env,
  );
  const server = await startBenchServer(env);
  try {
    const cookies: string[] = [];
    for (const job of seeded.jobs) {
      cookies.push(await credentialsSession(server.base, job.email, seeded.password));
    }
    // Each chauffeur sends the same spot (a car waiting in traffic): never an impossible jump.
    const positions: Phase = {
      name: "POST /api/driver/jobs/{id}/position",
      requests: seeded.jobs.map((job, i) => ({
        method: "POST",
        path: `/api/driver/jobs/${job.assignmentId}/position`,
        headers: { cookie: cookies[i]!, "content-type": "application/json" },
        body: JSON.stringify({ lat: job.lat + 0.01, lng: -0.12, accuracy: 10 }),
      })),
    };
    const polls: Phase = {
      name: "GET /api/trip/{token}",
      requests: seeded.jobs.map((job) => ({ method: "GET", path: `/api/trip/${job.token}` })),
    };
    const pages: Phase = {
      name: "GET /trip/{token} (page)",
      requests: seeded.jobs.map((job) => ({ method: "GET", path: `/trip/${job.token}` })),
    };
    console.info(
      `\n${database}, ${seeded.jobs.length} chauffeurs on the way and as many passengers, ` +
        `${DURATION_SECONDS} s per phase, one connection each\n`,
    );
    const header =
      "| endpoint | requests | req/s | p50 ms | p95 ms | max ms | non-2xx |\n|---|---:|---:|---:|---:|---:|---:|";
    console.info(`Alone:\n${header}`);
    for (const phase of [positions, polls, pages]) console.info(row(await run(server.base, phase)));
    console.info(`\nTogether (positions and polls at once):\n${header}`);
    const together = await Promise.all([run(server.base, positions), run(server.base, polls)]);
    for (const result of together) console.info(row(result));
  } finally {
    server.stop();
  }
}

runMain(main);
