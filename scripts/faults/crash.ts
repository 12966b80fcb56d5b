/**
 * Fault: crash mid-write. 8 clients create bookings, each with its own Idempotency-Key, while the
 * server is killed with SIGKILL mid-burst; it restarts on the same data (the embedded directory
 * must reopen) and every unanswered key is retried as a client would: at once, then after the
 * stale-claim window. Promise: 0 acknowledged bookings lost, 0 keys with two bookings.
 * FAULTS_CRASH_AFTER_MS sets when each kill lands (default 6 s into a burst) and
 * FAULTS_CRASH_CYCLES how many burst-kill-restart cycles run before the retries (default 2).
 * A kill that finds no request in flight (on a busy machine the client can lag so far behind
 * that every answer is already sent) does not count: another cycle runs, up to 3 extra; the
 * script fails if fewer than FAULTS_CRASH_CYCLES kills hit a request in flight.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  bookingBody,
  freePort,
  migrateIfPostgres,
  queryDatabase,
  serverEnv,
  signUp,
  sleep,
  startServer,
} from "./support";

const CLIENTS = 8;
const CYCLES = Number(process.env.FAULTS_CRASH_CYCLES ?? 2);
const CRASH_AFTER_MS = Number(process.env.FAULTS_CRASH_AFTER_MS ?? 6_000);
const STALE_CLAIM_MS = 60_000;
const run = `crash-${Date.now().toString(36)}-${process.pid}`;

async function post(base: string, token: string, key: string): Promise<number | undefined> {
  const response = await fetch(`${base}/api/bookings`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
      "idempotency-key": key,
    },
    body: bookingBody(key),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as { data?: { booking_id?: number } };
  return response.ok ? body.data?.booking_id : undefined;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "chauffeur-faults-"));
  const port = await freePort();
  const env = serverEnv(dataDir, `http://127.0.0.1:${port}`);
  migrateIfPostgres(env);
  let server = await startServer(port, env);
  try {
    const token = await signUp(server.base, `${run}@example.com`, "fault-password-1");
    const acknowledged = new Map<string, number>();
    const sent: string[] = [];
    // Requests whose connection died with the server: the kill landed while they were in flight.
    const hitPerKill: number[] = [];
    const failedBeforeKill: string[] = [];
    const hits = () => hitPerKill.filter((count) => count > 0).length;
    for (let cycle = 0; hits() < CYCLES && cycle < CYCLES + 3; cycle += 1) {
      let crashed = false;
      hitPerKill[cycle] = 0;
      const client = async (id: number) => {
        for (let n = 0; !crashed; n += 1) {
          const key = `${run}-${cycle}-${id}-${n}`;
          sent.push(key);
          try {
            const bookingId = await post(server.base, token, key);
            if (bookingId) acknowledged.set(key, bookingId);
          } catch (error) {
            if (crashed) {
              hitPerKill[cycle]! += 1;
              return; // the connection died with the server
            }
            // Before the kill (a dropped keep-alive connection on a busy machine, say): the key
            // stays unanswered and is retried below; the client goes on booking.
            failedBeforeKill.push(error instanceof Error ? error.message : String(error));
            await sleep(100);
          }
        }
      };
      const burst = Promise.all(Array.from({ length: CLIENTS }, (_, id) => client(id)));
      await sleep(CRASH_AFTER_MS);
      crashed = true;
      await server.kill("SIGKILL");
      await burst;
      const alive = await fetch(`${server.base}/api/health`).then(
        () => true,
        () => false,
      );
      if (alive) throw new Error("the server still answers after SIGKILL");
      server = await startServer(port, env); // the embedded directory reopens (or this throws)
    }
    const unanswered = sent.filter((key) => !acknowledged.has(key));
    let pending = unanswered;
    for (const wait of [0, STALE_CLAIM_MS + 2_000]) {
      await sleep(wait);
      const still: string[] = [];
      for (const key of pending) {
        const bookingId = await post(server.base, token, key).catch(() => undefined);
        if (bookingId) acknowledged.set(key, bookingId);
        else still.push(key);
      }
      pending = still;
    }
    await server.kill("SIGTERM");

    const rows = await queryDatabase<{ booking_id: number; notes_for_chauffeur: string }>(
      dataDir,
      `select booking_id, notes_for_chauffeur from bookings where notes_for_chauffeur like '${run}-%'`,
    );
    const stored = new Set(rows.map((row) => row.booking_id));
    const perKey = new Map<string, number>();
    for (const row of rows)
      perKey.set(row.notes_for_chauffeur, (perKey.get(row.notes_for_chauffeur) ?? 0) + 1);
    const lost = [...acknowledged.values()].filter((id) => !stored.has(id)).length;
    const doubled = [...perKey.values()].filter((count) => count > 1).length;
    // A kill that hit no request in flight proves nothing about crashing mid-write.
    const missedKills = Math.max(0, CYCLES - hits());
    console.info(
      `crash mid-write (${process.env.FAULTS_DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${hitPerKill.length} kills): keys ${sent.length}, in flight at each kill ${hitPerKill.join("/")}, failed before a kill ${failedBeforeKill.length}${failedBeforeKill.length ? ` (${[...new Set(failedBeforeKill)].slice(0, 3).join("; ")})` : ""}, unanswered at the kill ${unanswered.length}, never answered after retries ${pending.length}, acknowledged lost ${lost}, keys with two bookings ${doubled}`,
    );
    if (missedKills > 0)
      console.error(`crash: only ${hits()} of ${CYCLES} kills hit a request in flight`);
    if (lost > 0 || doubled > 0 || pending.length > 0 || missedKills > 0) process.exitCode = 1;
  } finally {
    await server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const watchdog = setTimeout(() => {
  console.error("crash: hard limit of 8 minutes reached");
  process.exit(1);
}, 480_000);
watchdog.unref();
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
