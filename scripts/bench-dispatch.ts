/**
 * `npm run bench:dispatch [-- --bookings=N]`: latency (p50/p95/max, one request at a time) of the
 * dispatch board over HTTP on `next start`, with 1,000,000 demo bookings (fewer with --bookings
 * for a quick try), 2,000 approved, Available chauffeurs each with a vehicle, and one busy day of
 * 1,500 bookings, 1,000 of them assigned (scripts/bench-dispatch-data.ts): the board for that day,
 * the suggestions for one queued job, and assigning fresh queued jobs, each to a chauffeur who
 * fits (each job is unassigned again through the API afterwards, so a rerun finds them queued),
 * and the chauffeur app's jobs (GET /api/driver/jobs) for a busy chauffeur with jobs on that day,
 * signed in with a password through the credentials flow (scripts/bench-dispatch-driver.ts).
 * The embedded PGlite database lives in `.data/bench-dispatch-<N>` (BENCH_DATA_DIR) and is seeded
 * once; BENCH_DATABASE_URL measures PostgreSQL instead. Prints the plans of the board's, the
 * suggestions' and the driver app's queries. Needs a production build (`npm run build`).
 */
import type { BenchAssignJob } from "./bench-dispatch-data";
import { BENCH_DRIVER } from "./bench-dispatch-account";
import {
  benchEnv,
  credentialsSession,
  httpGet,
  measure,
  printPlans,
  REQUESTS,
  runMain,
  runPrepare,
  sizeFromArgs,
  startBenchServer,
  TIMING_HEADER,
  timingRow,
  WARMUP,
} from "./bench-http";

/** p95 goals in milliseconds, by database. */
const GOALS: Record<string, { board: number; suggestions: number; driverJobs: number }> = {
  PostgreSQL: { board: 50, suggestions: 30, driverJobs: 30 },
  PGlite: { board: 100, suggestions: 100, driverJobs: 100 },
};

/** The parts of the board's and the suggestions' answers the sizes line counts. */
interface BoardOrSuggestions {
  lanes?: unknown[];
  queue?: unknown[];
  queue_total?: number;
  fits?: unknown[];
  fits_total?: number;
  misfits?: unknown[];
}

/** The bytes of one board and one suggestions answer, and what they hold. */
async function answerSizes(
  base: string,
  headers: Record<string, string>,
  day: string,
  suggestId: number,
): Promise<string> {
  const read = async (path: string) => {
    const text = await (await fetch(`${base}${path}`, { headers })).text();
    return {
      bytes: Buffer.byteLength(text),
      data: (JSON.parse(text) as { data: BoardOrSuggestions }).data,
    };
  };
  const board = await read(`/api/admin/dispatch?date=${day}`);
  const suggestions = await read(`/api/admin/bookings/${suggestId}/suggestions?car=1`);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  return (
    `\nAnswer sizes: board ${kb(board.bytes)} (${board.data.lanes!.length} lanes, ` +
    `${board.data.queue!.length} of ${board.data.queue_total} queued cars); ` +
    `suggestions ${kb(suggestions.bytes)} ` +
    `(${suggestions.data.fits!.length} of ${suggestions.data.fits_total} fits, ${suggestions.data.misfits!.length} misfits listed)`
  );
}

async function main(): Promise<void> {
  const size = sizeFromArgs(process.argv.slice(2), 1_000_000);
  const { env, database } = benchEnv(`bench-dispatch-${size}`);

  console.info(
    `bench:dispatch: ${database}, topping up to ${size} bookings (first run seeds; this takes minutes)`,
  );
  const facts = runPrepare<{
    bookings: number;
    drivers: number;
    dayBookings: number;
    dayJobs: number;
    driverJobs: number;
    driverDayJobs: number;
    day: string;
    suggestId: number;
    assign: BenchAssignJob[];
    plans: Record<string, string>;
  }>("scripts/bench-dispatch-prepare.ts", [String(size), String(WARMUP + REQUESTS)], env);
  if (facts.assign.length < WARMUP + REQUESTS) {
    throw new Error(`only ${facts.assign.length} queued jobs with a free chauffeur to assign`);
  }

  const server = await startBenchServer(env);
  const headers = {
    authorization: `Bearer ${server.token}`,
    "content-type": "application/json",
  };
  const assigned: number[] = [];
  try {
    console.info(
      `\n${database}, ${facts.bookings.toLocaleString("en-GB")} bookings (incl. return legs), ` +
        `${facts.drivers.toLocaleString("en-GB")} Available chauffeurs, day ${facts.day}: ` +
        `${facts.dayBookings} bookings, ${facts.dayJobs} assigned; ${REQUESTS} requests each, one at a time ` +
        `(GETs on node:http with gzip, bench-http.ts httpGet)\n`,
    );
    console.info(TIMING_HEADER);
    const board = await measure(() =>
      httpGet(`${server.base}/api/admin/dispatch?date=${facts.day}`, headers),
    );
    console.info(timingRow("board (GET /api/admin/dispatch?date=)", board));
    const suggestions = await measure(() =>
      httpGet(`${server.base}/api/admin/bookings/${facts.suggestId}/suggestions?car=1`, headers),
    );
    console.info(timingRow("suggestions (one queued job, car 1)", suggestions));
    const sizes = await answerSizes(server.base, headers, facts.day, facts.suggestId);
    const assign = await measure(async (i) => {
      const job = facts.assign[i]!;
      const response = await fetch(
        `${server.base}/api/admin/bookings/${job.bookingId}/assignments`,
        {
          method: "POST",
          headers,
          body: JSON.stringify({ carNumber: 1, driverId: job.driverId, vehicleId: job.vehicleId }),
        },
      );
      if (response.status === 201) {
        const copy = response.clone();
        const row = ((await copy.json()) as { data?: { assignment_id?: number } }).data;
        if (row?.assignment_id) assigned.push(row.assignment_id);
      }
      return response;
    }, 201);
    console.info(timingRow("assign (POST .../assignments, fresh job)", assign));
    const driverCookie = await credentialsSession(
      server.base,
      BENCH_DRIVER.email,
      BENCH_DRIVER.password,
    );
    const driverJobs = await measure(() =>
      httpGet(`${server.base}/api/driver/jobs`, { cookie: driverCookie }),
    );
    console.info(
      timingRow(
        `driver jobs (GET /api/driver/jobs, ${facts.driverJobs} jobs, ${facts.driverDayJobs} on the day)`,
        driverJobs,
      ),
    );

    const goal = GOALS[database]!;
    const verdict = (name: string, p95: number, limit: number) =>
      `${name} p95 ${p95.toFixed(1)} ms ${p95 <= limit ? "within" : "MISSES"} the goal of ${limit} ms`;
    console.info(
      `\n${verdict("board", board.p95, goal.board)}; ${verdict("suggestions", suggestions.p95, goal.suggestions)}; ` +
        verdict("driver jobs", driverJobs.p95, goal.driverJobs),
    );
    console.info(sizes);
    printPlans(facts.plans);
  } finally {
    // The assigned jobs go back to the queue, so the next run finds the same day.
    for (const id of assigned) {
      await fetch(`${server.base}/api/admin/assignments/${id}`, {
        method: "DELETE",
        headers,
        body: JSON.stringify({ reason: "Bench run finished" }),
      }).catch(() => undefined);
    }
    server.stop();
  }
}

runMain(main);
