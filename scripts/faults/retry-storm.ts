/**
 * Fault: retry storm. One Idempotency-Key sent 50 times at once (alternating between two
 * `next start` instances on one PostgreSQL server with FAULTS_INSTANCES=2). Promise: one
 * booking, and every 2xx answer names it (the others are 409 "in progress").
 */
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
  startServer,
  type Server,
} from "./support";

const REQUESTS = 50;
const INSTANCES = Number(process.env.FAULTS_INSTANCES ?? 1);
const run = `storm-${Date.now().toString(36)}`;

async function main(): Promise<void> {
  if (INSTANCES > 1 && !databaseUrl) throw new Error("two instances need FAULTS_DATABASE_URL");
  const dataDir = mkdtempSync(path.join(tmpdir(), "chauffeur-faults-"));
  const servers: Server[] = [];
  try {
    for (let i = 0; i < INSTANCES; i += 1) {
      const port = await freePort();
      const env = serverEnv(dataDir, `http://127.0.0.1:${port}`);
      if (i === 0) migrateIfPostgres(env);
      servers.push(await startServer(port, env));
    }
    const token = await signUp(servers[0]!.base, `${run}@example.com`, "fault-password-1");
    const key = `${run}-key`;
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, async (_, n) => {
        const response = await fetch(`${servers[n % INSTANCES]!.base}/api/bookings`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${token}`,
            "idempotency-key": key,
          },
          body: bookingBody(key),
          signal: AbortSignal.timeout(60_000),
        });
        const body = (await response.json()) as { data?: { booking_id?: number } };
        return { status: response.status, bookingId: body.data?.booking_id };
      }),
    );
    for (const server of servers) await server.kill("SIGTERM");
    const rows = await queryDatabase<{ booking_id: number }>(
      dataDir,
      `select booking_id from bookings where notes_for_chauffeur = '${key}'`,
    );
    const ok = answers.filter((answer) => answer.status >= 200 && answer.status < 300);
    const named = new Set(ok.map((answer) => answer.bookingId));
    const statuses = [...new Set(answers.map((answer) => answer.status))].sort().join("/");
    console.info(
      `retry storm (${databaseUrl ? "PostgreSQL" : "PGlite"}, ${INSTANCES} instance${INSTANCES > 1 ? "s" : ""}): ${REQUESTS} requests, statuses ${statuses}, 2xx ${ok.length}, bookings stored ${rows.length}, distinct ids in 2xx ${named.size}`,
    );
    const broken =
      rows.length !== 1 ||
      ok.length === 0 ||
      named.size !== 1 ||
      !named.has(rows[0]!.booking_id) ||
      answers.some((answer) => answer.status >= 500);
    if (broken) process.exitCode = 1;
  } finally {
    for (const server of servers) await server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const watchdog = setTimeout(() => {
  console.error("retry storm: hard limit of 4 minutes reached");
  process.exit(1);
}, 240_000);
watchdog.unref();
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
