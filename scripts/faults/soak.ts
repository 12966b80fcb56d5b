/**
 * Fault: soak (`npm run test:faults -- --soak`; not in CI). A steady 20 requests a second for
 * 5 minutes (FAULTS_SOAK_SECONDS) across the main endpoints: the home page, health, place
 * search, the signed-in customer's profile and bookings list, and a booking made under an
 * Idempotency-Key every tenth request. Promise: the server's memory (resident set of its process
 * group, after a minute's warm-up) grows under 20%, and the error rate does not rise (the last
 * minute has no more unexpected answers than the first, and under 1% overall).
 */
import { readdirSync, readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  bookingBody,
  databaseUrl,
  freePort,
  migrateIfPostgres,
  serverEnv,
  signUp,
  sleep,
  startServer,
} from "./support";

const SECONDS = Number(process.env.FAULTS_SOAK_SECONDS ?? 300);
const RATE = 20;
const WARM_UP_SECONDS = Math.min(60, SECONDS / 5);
const run = `soak-${Date.now().toString(36)}-${process.pid}`;

/** Resident memory (bytes) of every process in the server's process group (npx, next, workers). */
function groupRss(pgid: number): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue; // field 5 of stat: process group
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      /* the process ended meanwhile */
    }
  }
  return total;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "chauffeur-faults-"));
  const port = await freePort();
  const env = serverEnv(dataDir, `http://127.0.0.1:${port}`);
  migrateIfPostgres(env);
  const server = await startServer(port, env);
  try {
    const token = await signUp(server.base, `${run}@example.com`, "fault-password-1");
    const auth = { authorization: `Bearer ${token}` };
    const requests: Array<() => Promise<Response>> = [
      () => fetch(`${server.base}/`),
      () => fetch(`${server.base}/api/health`),
      () => fetch(`${server.base}/api/places?country=uk&q=heath`),
      () => fetch(`${server.base}/api/me`, { headers: auth }),
      () => fetch(`${server.base}/api/bookings?page=1&page_size=10`, { headers: auth }),
    ];
    let sent = 0;
    const book = () => {
      const key = `${run}-${sent}`;
      return fetch(`${server.base}/api/bookings`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json", "idempotency-key": key },
        body: bookingBody(key),
      });
    };
    const minutes: Array<{ requests: number; errors: number }> = [];
    const memory: number[] = [];
    const inFlight: Promise<void>[] = [];
    const started = Date.now();
    let baseline = 0;
    while (Date.now() - started < SECONDS * 1000) {
      const second = Math.floor((Date.now() - started) / 1000);
      const minute = Math.floor(second / 60);
      minutes[minute] ??= { requests: 0, errors: 0 };
      const make = sent % 10 === 9 ? book : requests[sent % requests.length]!;
      sent += 1;
      inFlight.push(
        make().then(
          async (response) => {
            await response.arrayBuffer();
            minutes[minute]!.requests += 1;
            if (response.status >= 400) minutes[minute]!.errors += 1;
          },
          () => {
            minutes[minute]!.requests += 1;
            minutes[minute]!.errors += 1;
          },
        ),
      );
      if (sent % (RATE * 10) === 0) {
        const rss = groupRss(server.child.pid!);
        memory.push(rss);
        if (!baseline && second >= WARM_UP_SECONDS) baseline = rss;
      }
      await sleep(1000 / RATE);
    }
    await Promise.all(inFlight);
    const final = groupRss(server.child.pid!);
    baseline ||= memory[0] ?? final;
    const growth = (final - baseline) / baseline;
    const totals = minutes.reduce(
      (sum, m) => ({ requests: sum.requests + m.requests, errors: sum.errors + m.errors }),
      { requests: 0, errors: 0 },
    );
    const first = minutes[0]!;
    const last = minutes[minutes.length - 1]!;
    const mb = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;
    console.info(
      `soak (${databaseUrl ? "PostgreSQL" : "PGlite"}, ${SECONDS} s at ${RATE}/s): requests ${totals.requests}, errors ${totals.errors}, errors per minute ${minutes.map((m) => m.errors).join("/")}, memory after warm-up ${mb(baseline)}, at the end ${mb(final)} (growth ${(growth * 100).toFixed(1)}%, limit 20%), samples ${memory.map(mb).join(" ")}`,
    );
    const broken =
      growth >= 0.2 || last.errors > first.errors + 1 || totals.errors > totals.requests / 100;
    if (broken) process.exitCode = 1;
  } finally {
    await server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const watchdog = setTimeout(
  () => {
    console.error("soak: hard limit reached");
    process.exit(1);
  },
  (SECONDS + 180) * 1000,
);
watchdog.unref();
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
