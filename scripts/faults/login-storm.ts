/**
 * Fault: login storm. 100 wrong passwords for one account from one address at concurrency 10
 * (alternating between two `next start` instances on one PostgreSQL server with
 * FAULTS_INSTANCES=2), while other customers sign in from their own addresses. Promise: once the
 * strictest login limit is reached every further attempt answers 429, Argon2 is computed at most
 * that many times for the attack (counted from the servers' debug log lines, LOG_LEVEL=debug),
 * no 5xx, and every other customer signs in. The limit is read from the code (LOGIN_LIMITS), so
 * the script follows a change of the rule. Run with `tsx --conditions=react-server`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LOGIN_LIMITS } from "@/server/auth/authenticate";
import {
  clientAddress,
  databaseUrl,
  freePort,
  migrateIfPostgres,
  serverEnv,
  signUp,
  startServer,
  type Server,
} from "./support";

const ATTEMPTS = 100;
const CONCURRENCY = 10;
const BYSTANDERS = 5;
const INSTANCES = Number(process.env.FAULTS_INSTANCES ?? 1);
const PASSWORD = "fault-password-1";
const run = `login-${Date.now().toString(36)}-${process.pid}`;

// Every rule applies to one account tried from one address, so the strictest is the threshold.
const THRESHOLD = Math.min(
  ...Object.entries(LOGIN_LIMITS)
    .filter(([name, value]) => name.startsWith("per") && typeof value === "number")
    .map(([, value]) => Number(value)),
);

async function login(base: string, email: string, password: string, address: string) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-real-ip": address },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(60_000),
  });
  await response.arrayBuffer();
  return response.status;
}

async function main(): Promise<void> {
  if (INSTANCES > 1 && !databaseUrl) throw new Error("two instances need FAULTS_DATABASE_URL");
  if (!Number.isFinite(THRESHOLD)) throw new Error("no login limit found in LOGIN_LIMITS");
  const dataDir = mkdtempSync(path.join(tmpdir(), "chauffeur-faults-"));
  const servers: Server[] = [];
  let argon2 = 0;
  try {
    for (let i = 0; i < INSTANCES; i += 1) {
      const port = await freePort();
      const env = serverEnv(dataDir, `http://127.0.0.1:${port}`, { LOG_LEVEL: "debug" });
      if (i === 0) migrateIfPostgres(env);
      servers.push(
        await startServer(port, env, (line) => {
          if (line.includes('"argon2":"verify"')) argon2 += 1;
        }),
      );
    }
    const bases = servers.map((server) => server.base);
    const victim = `${run}-victim@example.com`;
    await signUp(bases[0]!, victim, PASSWORD);
    const bystanders = [];
    for (let n = 0; n < BYSTANDERS; n += 1) {
      const email = `${run}-bystander-${n}@example.com`;
      await signUp(bases[n % bases.length]!, email, PASSWORD);
      bystanders.push(email);
    }
    const before = argon2;
    const attacker = clientAddress();
    const statuses: number[] = [];
    let next = 0;
    const attack = async () => {
      while (next < ATTEMPTS) {
        const n = next++;
        statuses[n] = await login(bases[n % bases.length]!, victim, "wrong-password-1", attacker);
      }
    };
    // The other customers sign in (each from its own address) while the storm runs.
    const signIns = Promise.all(
      bystanders.map(async (email, n) => {
        await new Promise((resolve) => setTimeout(resolve, 200 * n));
        return login(bases[n % bases.length]!, email, PASSWORD, clientAddress());
      }),
    );
    const started = Date.now();
    const [, bystanderStatuses] = await Promise.all([
      Promise.all(Array.from({ length: CONCURRENCY }, attack)),
      signIns,
    ]);
    const stormMs = Date.now() - started;
    // Settle: log lines of the last requests may still be on their way through the pipe.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const attackArgon2 = argon2 - before - bystanders.length;
    const rightPasswordElsewhere = await login(bases[0]!, victim, PASSWORD, clientAddress());

    const count = (status: number) => statuses.filter((s) => s === status).length;
    const limited = count(429);
    const unauthorised = count(401);
    const other = ATTEMPTS - limited - unauthorised;
    const firstLimited = statuses.indexOf(429);
    const afterFirst429NotLimited = statuses
      .slice(firstLimited < 0 ? ATTEMPTS : firstLimited)
      .filter((s) => s !== 429).length;
    const bystandersOk = bystanderStatuses.filter((s) => s === 200).length;
    console.info(
      `login storm (${databaseUrl ? "PostgreSQL" : "PGlite"}, ${INSTANCES} instance${INSTANCES > 1 ? "s" : ""}): ${ATTEMPTS} wrong passwords at concurrency ${CONCURRENCY} in ${(stormMs / 1000).toFixed(1)} s, threshold ${THRESHOLD} (LOGIN_LIMITS); 401 ${unauthorised}, 429 ${limited}, other ${other}, Argon2 for the attack ${attackArgon2}, other customers signed in ${bystandersOk}/${bystanders.length}; the victim's right password from another address answered ${rightPasswordElsewhere} (not a promise here: issue 10 item 7)`,
    );
    const broken =
      attackArgon2 > THRESHOLD ||
      unauthorised > THRESHOLD ||
      limited < ATTEMPTS - THRESHOLD ||
      other > 0 ||
      afterFirst429NotLimited > CONCURRENCY ||
      bystandersOk !== bystanders.length;
    if (broken) process.exitCode = 1;
  } finally {
    for (const server of servers) await server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const watchdog = setTimeout(() => {
  console.error("login storm: hard limit of 4 minutes reached");
  process.exit(1);
}, 240_000);
watchdog.unref();
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
