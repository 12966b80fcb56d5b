/**
 * `npm run bench:trip` (issue 26): the live trip page under load on `next start` (after
 * `npm run build`), OPEN loop, as the traffic really arrives: BENCH_TRIP_CHAUFFEURS chauffeurs on
 * the way (default 2,000) each post their phone's position (POST /api/driver/jobs/{id}/position)
 * every BENCH_TRIP_PERIOD seconds (default 10), and BENCH_TRIP_LINKS passengers' trip pages
 * (default 10,000) each poll GET /api/trip/{token} as often; the sends are spread evenly over the
 * period, so the arrival rate is fixed (200 positions and 1,000 polls a second by default)
 * whatever the server does. Each latency is measured from the moment the request was DUE, not
 * from when a free connection sent it, so a slow server is not hidden by sending less (no
 * coordinated omission). After BENCH_WARMUP seconds (default 10: every chauffeur has posted once
 * and every link been read once) it measures BENCH_DURATION seconds (default 30) and prints per
 * endpoint the target and achieved rate, p50/p95/max, non-2xx answers and errors, the goal check
 * (p95 at most 30 ms), the server's and the database's CPU per request and the load average; then
 * the server-rendered page GET /trip/{token} alone, one request at a time.
 *
 * Data: scripts/bench-trip-prepare.ts, on `.data/bench-trip` (BENCH_DATA_DIR) or PostgreSQL with
 * BENCH_DATABASE_URL (for example a copy of the million-booking dispatch bench; nothing there is
 * re-seeded). A quick smoke: BENCH_TRIP_CHAUFFEURS=20 BENCH_TRIP_LINKS=100 BENCH_WARMUP=2
 * BENCH_DURATION=5 npm run bench:trip.
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import type { BenchTripData } from "./bench-trip-prepare";
import {
  benchEnv,
  measure,
  runMain,
  runPrepare,
  startBenchServer,
  TIMING_HEADER,
  timingRow,
} from "./bench-http";

const CHAUFFEURS = Number(process.env.BENCH_TRIP_CHAUFFEURS ?? 2000);
const LINKS = Number(process.env.BENCH_TRIP_LINKS ?? 10_000);
const PERIOD_MS = Number(process.env.BENCH_TRIP_PERIOD ?? 10) * 1000;
const WARMUP_MS = Number(process.env.BENCH_WARMUP ?? 10) * 1000;
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 30) * 1000;
/** Keep-alive connections at most; a request due while all are busy waits, and that wait counts. */
const SOCKETS = Number(process.env.BENCH_TRIP_SOCKETS ?? 128);
const REQUEST_TIMEOUT_MS = 15_000;
/**
 * A server slower than the arrival rate builds a queue without end; what is still unanswered this
 * long after the window closes is dropped and counted as an error, so the run ends.
 */
const GRACE_MS = 5_000;
const NOT_ANSWERED = "not answered by the window's end + 5 s";
/** Issue 26's goal for both endpoints. */
const GOAL_P95_MS = 30;
/** A car creeping towards its pickup: 22 m north to south per post, about 8 km/h. */
const STEP_DEGREES = 0.0002;
const START_NORTH_DEGREES = 0.02;

interface Outgoing {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** One endpoint's traffic: `count` senders, each once a period, evenly spread. */
interface Stream {
  name: string;
  count: number;
  /** The e-th send overall: sender e % count, its (e / count)-th time. */
  request: (e: number) => Outgoing;
  next: number;
  times: number[];
  completedInWindow: number;
  non2xx: number;
  errors: number;
  /** Dropped unanswered at the cut-off: errors whose wait so far still counts in the latencies. */
  dropped: number;
  sample: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** CPU seconds (user + system) of the processes `pick` chooses, by pid, from /proc. */
function cpuByPid(pick: (stat: string[], pid: string) => boolean): Map<string, number> {
  const found = new Map<string, number>();
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const text = readFileSync(`/proc/${pid}/stat`, "utf8");
      // The fields after "(comm) ": state, ppid, pgrp, ... utime is the 12th, stime the 13th.
      const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
      if (pick(fields, pid)) found.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      /* gone meanwhile */
    }
  }
  return found;
}

/** CPU seconds spent between two readings (a process new at the second counts in full). */
function cpuSpent(before: Map<string, number>, after: Map<string, number>): number {
  let seconds = 0;
  for (const [pid, used] of after) seconds += used - (before.get(pid) ?? 0);
  return seconds;
}

function postgresBackendsOf(database: string) {
  // A backend's title: "postgres: <user> <database> <client address> <state>".
  return (_stat: string[], pid: string) => {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      return title.startsWith("postgres: ") && title.includes(` ${database} `);
    } catch {
      return false;
    }
  };
}

/** Sends every stream's requests on their schedule; resolves when the last answer is in. */
function runOpenLoop(
  base: URL,
  streams: Stream[],
  edges: { windowStarts: () => void; windowEnds: () => void },
): Promise<void> {
  // Idle sockets are dropped before the server's keep-alive timeout (5 s) can close them under a
  // request just being sent (an ECONNRESET that is the bench's doing, not the server's).
  const agent = new Agent({ keepAlive: true, maxSockets: SOCKETS, timeout: 4000 });
  const start = performance.now() + 100;
  const windowStart = start + WARMUP_MS;
  const end = windowStart + DURATION_MS;
  let inFlight = 0;
  let scheduling = true;
  const open = new Set<ReturnType<typeof request>>();
  return new Promise((resolve) => {
    const settle = () => {
      if (scheduling || inFlight > 0) return;
      clearTimeout(cutOff);
      agent.destroy();
      resolve();
    };
    let cutOff: NodeJS.Timeout | undefined;
    const send = (stream: Stream, outgoing: Outgoing, due: number) => {
      const counted = due >= windowStart;
      inFlight += 1;
      let finished = false;
      const finish = (status: number | null, text: string) => {
        if (finished) return;
        finished = true;
        inFlight -= 1;
        const done = performance.now();
        if (counted) {
          if (status === null) {
            stream.errors += 1;
            stream.sample ||= text;
            // A request the server never got to waited at least this long: leaving it out would
            // make an overloaded server look fast.
            if (text === NOT_ANSWERED) {
              stream.dropped += 1;
              stream.times.push(done - due);
            }
          } else {
            stream.times.push(done - due);
            if (status < 200 || status > 299) {
              stream.non2xx += 1;
              stream.sample ||= `${status} ${text.slice(0, 160)}`;
            }
          }
        }
        if (status !== null && done >= windowStart && done <= end) stream.completedInWindow += 1;
        settle();
      };
      const req = request(
        new URL(outgoing.path, base),
        { method: outgoing.method, headers: outgoing.headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => finish(res.statusCode ?? 0, Buffer.concat(chunks).toString()));
          res.on("error", (error) => finish(null, error.message));
        },
      );
      open.add(req);
      req.on("close", () => open.delete(req));
      req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error("timed out")));
      req.on("error", (error) => finish(null, error.message));
      req.end(outgoing.body);
    };
    let inWindow = false;
    const timer = setInterval(() => {
      const now = performance.now();
      if (!inWindow && now >= windowStart) {
        inWindow = true;
        edges.windowStarts();
      }
      for (const stream of streams) {
        const every = PERIOD_MS / stream.count;
        for (let due = start + stream.next * every; due <= now && due < end;) {
          send(stream, stream.request(stream.next), due);
          stream.next += 1;
          due = start + stream.next * every;
        }
      }
      if (now >= end) {
        clearInterval(timer);
        edges.windowEnds();
        scheduling = false;
        cutOff = setTimeout(() => {
          for (const req of open) req.destroy(new Error(NOT_ANSWERED));
        }, GRACE_MS);
        settle();
      }
    }, 1);
  });
}

function streamOf(name: string, count: number, request: (e: number) => Outgoing): Stream {
  return {
    name,
    count,
    request,
    next: 0,
    times: [],
    completedInWindow: 0,
    non2xx: 0,
    errors: 0,
    dropped: 0,
    sample: "",
  };
}

async function main(): Promise<void> {
  const { env, database } = benchEnv("bench-trip");
  // The prepare script mints the chauffeurs' session tokens under the secret the server reads.
  env.NEXTAUTH_SECRET ??= randomBytes(32).toString("base64url");
  console.info(
    `bench:trip: ${database}, seeding ${CHAUFFEURS} chauffeurs on the way and ${LINKS} trip links`,
  );
  const seeded = runPrepare<BenchTripData>(
    "scripts/bench-trip-prepare.ts",
    [String(CHAUFFEURS), String(LINKS)],
    env,
  );
  const server = await startBenchServer(env);
  try {
    const base = new URL(server.base);
    const positions = streamOf("POST /api/driver/jobs/{id}/position", CHAUFFEURS, (e) => {
      const job = seeded.jobs[e % seeded.jobs.length]!;
      const round = Math.floor(e / seeded.jobs.length);
      const lat = job.lat + START_NORTH_DEGREES - round * STEP_DEGREES;
      return {
        method: "POST",
        path: `/api/driver/jobs/${job.assignmentId}/position`,
        headers: { cookie: job.cookie, "content-type": "application/json" },
        body: JSON.stringify({ lat, lng: job.lng, accuracy: 10, heading: 180 }),
      };
    });
    const polls = streamOf("GET /api/trip/{token}", LINKS, (e) => ({
      method: "GET",
      path: `/api/trip/${seeded.tokens[e % seeded.tokens.length]!}`,
      headers: {},
    }));
    const streams = [positions, polls];
    const target = (stream: Stream) => (stream.count * 1000) / PERIOD_MS;
    console.info(
      `\n${database}, ${seeded.bookings.toLocaleString("en-GB")} bookings; ${CHAUFFEURS} chauffeurs ` +
        `and ${LINKS} trip pages, each once every ${PERIOD_MS / 1000} s (${streams
          .reduce((sum, stream) => sum + target(stream), 0)
          .toFixed(0)} requests/s, open loop, ${SOCKETS} keep-alive connections at most); ` +
        `${WARMUP_MS / 1000} s warm-up, then ${DURATION_MS / 1000} s measured\n`,
    );
    const loadBefore = loadavg();
    const serverGroup = (stat: string[]) => Number(stat[2]) === server.pid;
    const backends = postgresBackendsOf(
      env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : "",
    );
    // CPU is read at the window's edges, so the warm-up's first reads and compiles stay out.
    let serverBefore = new Map<string, number>();
    let dbBefore = new Map<string, number>();
    let serverSeconds = 0;
    let dbSeconds = 0;
    await runOpenLoop(base, streams, {
      windowStarts: () => {
        serverBefore = cpuByPid(serverGroup);
        if (env.DATABASE_URL) dbBefore = cpuByPid(backends);
      },
      windowEnds: () => {
        serverSeconds = cpuSpent(serverBefore, cpuByPid(serverGroup));
        if (env.DATABASE_URL) dbSeconds = cpuSpent(dbBefore, cpuByPid(backends));
      },
    });
    const loadAfter = loadavg();

    const lines = [
      "| endpoint | target req/s | achieved req/s | p50 ms | p95 ms | max ms | non-2xx | errors | p95 ≤ 30 ms |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---|",
    ];
    let answered = 0;
    for (const stream of streams) {
      const sorted = [...stream.times].sort((a, b) => a - b);
      const p95 = percentile(sorted, 95);
      // With requests dropped at the cut-off, a latency is a lower bound.
      const at = (ms: number) => `${stream.dropped ? "≥ " : ""}${ms.toFixed(1)}`;
      answered += stream.completedInWindow;
      lines.push(
        `| ${stream.name} | ${target(stream).toFixed(0)} | ${((stream.completedInWindow * 1000) / DURATION_MS).toFixed(1)} | ${at(percentile(sorted, 50))} | ${at(p95)} | ${at(sorted.at(-1) ?? 0)} | ${stream.non2xx} | ${stream.errors}${stream.dropped ? ` (${stream.dropped} dropped)` : ""} | ${p95 <= GOAL_P95_MS && stream.errors === 0 && stream.times.length > 0 ? "✓" : "✗"} |`,
      );
    }
    console.info(lines.join("\n"));
    for (const stream of streams)
      if (stream.sample) console.info(`  ${stream.name}, first failure: ${stream.sample}`);
    const perRequest = (seconds: number) =>
      answered ? `${((seconds * 1000) / answered).toFixed(2)} ms` : "-";
    console.info(
      `\nCPU per request over the window: server ${perRequest(serverSeconds)}` +
        (env.DATABASE_URL ? `, PostgreSQL backends ${perRequest(dbSeconds)}` : "") +
        ` (${answered} answers; server ${(serverSeconds / (DURATION_MS / 1000)).toFixed(2)} cores)` +
        `\nLoad average (1, 5, 15 min): before ${loadBefore.map((n) => n.toFixed(2)).join(", ")}; ` +
        `after ${loadAfter.map((n) => n.toFixed(2)).join(", ")}`,
    );

    console.info(`\nThe page alone (server-rendered), one request at a time:\n${TIMING_HEADER}`);
    const page = await measure((i) =>
      fetch(`${server.base}/trip/${seeded.tokens[i % seeded.tokens.length]!}`),
    );
    console.info(timingRow("GET /trip/{token} (page)", page));
  } finally {
    server.stop();
  }
}

runMain(main);
