/**
 * Fault: database outage (PostgreSQL only; `npm run test:faults -- --outage`). Under a steady
 * read load (bookings list, health) and a writer making return trips with Idempotency-Keys, the
 * PostgreSQL server is stopped for 10 s and started again; `next start` keeps running. Promise:
 * no 5xx other than 503 (each with Retry-After), every answer within the bound (3 s connect +
 * 10 s query, so under 15 s), answers are 2xx again soon after the database is back (no restart),
 * and no partial rows: every return trip stored has both legs, no key made two bookings, and
 * every acknowledged booking exists.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  bookingBody,
  databaseUrl,
  freePort,
  migrateIfPostgres,
  queryDatabase,
  serverEnv,
  signUp,
  sleep,
  startServer,
} from "./support";

const OUTAGE_MS = 10_000;
const BOUND_MS = 15_000;
const READERS = 6;
const run = `outage-${Date.now().toString(36)}-${process.pid}`;

function pgCtl(action: "stop" | "start"): void {
  const pgCtlPath = process.env.FAULTS_PG_CTL;
  const data = process.env.FAULTS_PG_DATA;
  if (!pgCtlPath || !data) throw new Error("FAULTS_PG_CTL and FAULTS_PG_DATA name the server");
  const args = [pgCtlPath, "-D", data, "-w", "-m", "fast", action];
  if (action === "start")
    args.push("-l", path.join(data, "..", "server.log"), "-o", process.env.FAULTS_PG_OPTIONS ?? "");
  const asPostgres = process.env.FAULTS_PG_AS_POSTGRES === "1";
  const result = spawnSync(
    asPostgres ? "runuser" : args[0]!,
    asPostgres ? ["-u", "postgres", "--", ...args] : args.slice(1),
    { stdio: "ignore" },
  );
  if (result.status !== 0) throw new Error(`pg_ctl ${action} failed`);
}

interface Answer {
  phase: "before" | "during" | "after";
  status: number;
  ms: number;
  retryAfter: boolean;
}

async function main(): Promise<void> {
  if (!databaseUrl) throw new Error("the outage fault needs FAULTS_DATABASE_URL (PostgreSQL)");
  const dataDir = mkdtempSync(path.join(tmpdir(), "chauffeur-faults-"));
  const port = await freePort();
  const env = serverEnv(dataDir, `http://127.0.0.1:${port}`);
  migrateIfPostgres(env);
  const server = await startServer(port, env);
  let phase: Answer["phase"] = "before";
  let stopping = false;
  const answers: Answer[] = [];
  const acknowledged = new Map<string, number>();
  const timed = async (url: string, init: RequestInit = {}) => {
    const started = performance.now();
    const samplePhase = phase;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(BOUND_MS + 5_000) });
      const body = (await response.json().catch(() => ({}))) as { data?: { booking_id?: number } };
      answers.push({
        phase: samplePhase,
        status: response.status,
        ms: performance.now() - started,
        retryAfter: response.headers.has("retry-after"),
      });
      return { status: response.status, body };
    } catch {
      answers.push({
        phase: samplePhase,
        status: 0,
        ms: performance.now() - started,
        retryAfter: false,
      });
      return { status: 0, body: {} };
    }
  };
  try {
    const token = await signUp(server.base, `${run}@example.com`, "fault-password-1");
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const reader = async (n: number) => {
      while (!stopping) {
        const url =
          n % 2 ? `${server.base}/api/health` : `${server.base}/api/bookings?page=1&page_size=10`;
        await timed(url, { headers });
        await sleep(100);
      }
    };
    const inAWeek = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
    const writer = async () => {
      for (let n = 0; !stopping; n += 1) {
        const key = `${run}-${n}`;
        const body = JSON.stringify({
          ...JSON.parse(bookingBody(key)),
          return_trip: { booking_date: inAWeek, booking_time: "18:00" },
        });
        const answer = await timed(`${server.base}/api/bookings`, {
          method: "POST",
          headers: { ...headers, "idempotency-key": key },
          body,
        });
        if (answer.status === 201 && answer.body.data?.booking_id)
          acknowledged.set(key, answer.body.data.booking_id);
        await sleep(250);
      }
    };
    const load = Promise.all([...Array.from({ length: READERS }, (_, n) => reader(n)), writer()]);
    await sleep(3_000);
    phase = "during";
    pgCtl("stop");
    await sleep(OUTAGE_MS);
    pgCtl("start");
    phase = "after";
    const back = Date.now();
    // Recovered: the first 2xx from the bookings list after the database is back.
    let recoveredMs = -1;
    while (Date.now() - back < 30_000) {
      const probe = await timed(`${server.base}/api/bookings?page=1&page_size=10`, { headers });
      if (probe.status === 200) {
        recoveredMs = Date.now() - back;
        break;
      }
      await sleep(250);
    }
    await sleep(3_000);
    stopping = true;
    await load;

    const rows = await queryDatabase<{
      booking_id: number;
      notes_for_chauffeur: string;
      is_return_booking: boolean;
      return_booking_id: number | null;
    }>(
      dataDir,
      `select booking_id, notes_for_chauffeur, is_return_booking, return_booking_id from bookings where notes_for_chauffeur like '${run}-%' or original_booking_id in (select booking_id from bookings where notes_for_chauffeur like '${run}-%')`,
    );
    const outbound = rows.filter((row) => !row.is_return_booking);
    const returnIds = new Set(
      rows.filter((row) => row.is_return_booking).map((row) => row.booking_id),
    );
    const partial = outbound.filter(
      (row) => !row.return_booking_id || !returnIds.has(row.return_booking_id),
    ).length;
    const perKey = new Map<string, number>();
    for (const row of outbound)
      perKey.set(row.notes_for_chauffeur, (perKey.get(row.notes_for_chauffeur) ?? 0) + 1);
    const doubled = [...perKey.values()].filter((count) => count > 1).length;
    const stored = new Set(outbound.map((row) => row.booking_id));
    const lost = [...acknowledged.values()].filter((id) => !stored.has(id)).length;
    const during = answers.filter((a) => a.phase === "during");
    const bad = answers.filter(
      (a) => a.status === 0 || (a.status >= 500 && a.status !== 503),
    ).length;
    const without = answers.filter((a) => a.status === 503 && !a.retryAfter).length;
    const slowest = Math.max(...answers.map((a) => a.ms));
    const count = (list: Answer[], test: (a: Answer) => boolean) => list.filter(test).length;
    console.info(
      `database outage (PostgreSQL stopped ${OUTAGE_MS / 1000} s): requests ${answers.length}, during the outage ${during.length} (503 ${count(during, (a) => a.status === 503)}, 2xx ${count(during, (a) => a.status < 300)}), 5xx other than 503 or no answer ${bad}, 503 without Retry-After ${without}, slowest answer ${(slowest / 1000).toFixed(1)} s (bound ${BOUND_MS / 1000} s), 2xx again ${(recoveredMs / 1000).toFixed(1)} s after the restart, return trips ${outbound.length} (partial ${partial}), keys doubled ${doubled}, acknowledged lost ${lost}`,
    );
    const broken =
      bad > 0 ||
      without > 0 ||
      slowest > BOUND_MS ||
      recoveredMs < 0 ||
      count(during, (a) => a.status === 503) === 0 ||
      partial > 0 ||
      doubled > 0 ||
      lost > 0;
    if (broken) process.exitCode = 1;
  } finally {
    stopping = true;
    await server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const watchdog = setTimeout(() => {
  console.error("outage: hard limit of 3 minutes reached");
  process.exit(1);
}, 180_000);
watchdog.unref();
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
