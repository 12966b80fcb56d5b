/**
 * `npm run bench:api`: throughput of POST /api/quote and POST /api/bookings next to a trivial
 * JSON handler (GET /api/bench/ping), measured in the same run with autocannon against
 * `next start` on loopback with a fresh data directory. Needs a production build first
 * (`npm run build`; NEXT_DIST_DIR selects another build directory). Afterwards every booking the
 * run created is looked up again, so a fast-but-lossy server cannot pass. Stops by itself.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, waitForHealth } from "./bench-server";

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/**
 * Untimed load on each endpoint before any is measured (0: off, as before). Right after `next
 * start` the server still loads its routes in the background and its JIT is cold, and that cost
 * lands in whichever endpoint is measured first, the trivial one, which flatters every ratio.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 0);
const HARD_LIMIT_MS = ((DURATION_SECONDS + WARMUP_SECONDS) * 3 + 120) * 1000;

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T;
  if (!response.ok)
    throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

async function signIn(base: string): Promise<{ token: string; userId: number }> {
  const email = `bench-${Date.now()}@example.com`;
  const password = "bench-password-1";
  const headers = { "content-type": "application/json" };
  await json(
    await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        first_name: "Bench",
        last_name: "Mark",
        phone_number: "+44 7700 900000",
        email,
        address: "1 Bench Street",
        city: "London",
        state_province: "Greater London",
        zip_postal_code: "SW1A 1AA",
        country: "United Kingdom",
        password,
      }),
    }),
  );
  const login = await json<{ data: { token: string; user_id?: number; id?: number } }>(
    await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password }),
    }),
  );
  return { token: login.data.token, userId: Number(login.data.user_id ?? login.data.id) };
}

interface Measured {
  name: string;
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The server's CPU time per request (Node and, for PGlite, its database thread), if known. */
  cpuMs: number | null;
}

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time (ms) the server's processes (its process group) have used so far, from Linux's /proc;
 * null elsewhere. On a shared machine req/s moves with everyone else's load, CPU per request
 * much less, so the two ratios side by side tell a slower server from a busier machine.
 */
function serverCpuMs(groupId: number | undefined): number | null {
  if (!groupId) return null;
  let ticks = 0;
  try {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      } catch {
        continue; // gone meanwhile
      }
      // After "pid (comm) ": state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === groupId) ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return null;
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

function run(
  name: string,
  options: autocannon.Options,
  serverGroup: number | undefined,
  onBody?: (body: Buffer) => void,
): Promise<Measured> {
  const cpuBefore = serverCpuMs(serverGroup);
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        ...options,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        setupClient: onBody ? (client) => client.on("body", onBody) : undefined,
      },
      (error, result) => {
        if (error) return reject(error);
        const cpuAfter = serverCpuMs(serverGroup);
        resolve({
          name,
          rps: result.requests.average,
          p99: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
          cpuMs:
            cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
              ? (cpuAfter - cpuBefore) / result.requests.total
              : null,
        });
      },
    );
    instance.on("error", reject);
  });
}

async function main(): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "chauffeur-bench-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    NEXTAUTH_URL: base,
    BENCH_ROUTES: "1",
  };
  for (const name of [
    "DATABASE_URL",
    "STRIPE_SECRET_KEY",
    "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "NEXT_PUBLIC_GOOGLE_MAPS_API_KEY",
    "GOOGLE_MAPS_SERVER_API_KEY",
    "BLOB_READ_WRITE_TOKEN",
    "RESEND_API_KEY",
    "TWILIO_ACCOUNT_SID",
    "TWILIO_AUTH_TOKEN",
    "TWILIO_FROM",
    "VERCEL",
    "REQUIRE_REAL_SERVICES",
  ])
    delete env[name];
  // BENCH_DATABASE_URL measures the same build against a real PostgreSQL server instead of PGlite.
  if (process.env.BENCH_DATABASE_URL) {
    env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
    // A real server is never migrated implicitly; the bench applies the committed migrations first.
    const migrated = spawnSync("npm", ["run", "--silent", "db:migrate"], { stdio: "inherit", env });
    if (migrated.status !== 0) throw new Error("npm run db:migrate failed for BENCH_DATABASE_URL");
  }
  const server = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  const watchdog = setTimeout(() => {
    console.error(`bench: hard limit of ${HARD_LIMIT_MS / 1000} s reached, stopping`);
    stop();
    process.exit(1);
  }, HARD_LIMIT_MS);

  try {
    await waitForHealth(base, 90_000);
    const { token, userId } = await signIn(base);
    const pickupDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const quoteBody = JSON.stringify({
      booking_type: "point_to_point",
      destination_country: "uk",
      pickup: { lat: 51.47, lng: -0.4543 },
      dropoff: { lat: 51.5007, lng: -0.1246 },
      number_of_passengers: 2,
      number_of_luggage: 1,
    });
    const bookingBody = JSON.stringify({
      booking_type: "point_to_point",
      pickup_location: "Heathrow Airport (LHR), Hounslow TW6, United Kingdom",
      dropoff_location: "Big Ben, Westminster, London SW1A 0AA, United Kingdom",
      destination_country: "uk",
      booking_date: pickupDate,
      booking_time: "10:00",
      number_of_passengers: 2,
      number_of_luggage: 1,
      service_type: "first_class",
      is_self_booking: true,
    });
    const jsonHeaders = { "content-type": "application/json" };

    const created = new Set<number>();
    const bookingHeaders = { ...jsonHeaders, authorization: `Bearer ${token}` };

    // Warm every route so compilation of lazily loaded chunks is not measured. The bookings
    // route was missing here, so its first load (its chunks, the prepared statements) used to
    // land inside its own measurement; the booking made here is checked afterwards like the rest.
    await fetch(`${base}/api/bench/ping`);
    await fetch(`${base}/api/quote`, { method: "POST", headers: jsonHeaders, body: quoteBody });
    const warm = await json<{ data: { booking_id: number } }>(
      await fetch(`${base}/api/bookings`, {
        method: "POST",
        headers: bookingHeaders,
        body: bookingBody,
      }),
    );
    created.add(warm.data.booking_id);

    const bookingOptions: autocannon.Options = {
      url: `${base}/api/bookings`,
      method: "POST",
      headers: bookingHeaders,
      body: bookingBody,
    };
    const collectBooking = (body: Buffer) => {
      try {
        const parsed = JSON.parse(body.toString()) as { data?: { booking_id?: number } };
        if (parsed.data?.booking_id) created.add(parsed.data.booking_id);
      } catch {
        /* counted as an error by autocannon's status codes */
      }
    };
    if (WARMUP_SECONDS > 0) {
      for (const options of [
        { url: `${base}/api/bench/ping` },
        {
          url: `${base}/api/quote`,
          method: "POST" as const,
          headers: jsonHeaders,
          body: quoteBody,
        },
        bookingOptions,
      ]) {
        await autocannon({
          ...options,
          connections: CONNECTIONS,
          duration: WARMUP_SECONDS,
          setupClient:
            options === bookingOptions ? (client) => client.on("body", collectBooking) : undefined,
        });
      }
    }

    const results = [
      await run("GET /api/bench/ping (trivial)", { url: `${base}/api/bench/ping` }, server.pid),
      await run(
        "POST /api/quote",
        { url: `${base}/api/quote`, method: "POST", headers: jsonHeaders, body: quoteBody },
        server.pid,
      ),
      await run("POST /api/bookings", bookingOptions, server.pid, collectBooking),
    ];

    const listed = await json<{ data: { booking_id: number }[] }>(
      await fetch(`${base}/api/bookings/user/${userId}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    const stored = new Set(listed.data.map((booking) => booking.booking_id));
    const missing = [...created].filter((id) => !stored.has(id));

    const trivial = results[0]!;
    console.info(
      `\nautocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each${WARMUP_SECONDS ? ` after ${WARMUP_SECONDS} s untimed on each` : ""}, next start on ${base}\n`,
    );
    // "cpu x trivial": the trivial handler's server CPU per request over this endpoint's, the
    // throughput ratio a machine with nothing else running would approach (a database server's
    // own CPU is not included).
    console.info(
      "endpoint                         req/s     p99 ms   x trivial   non-2xx  errors   cpu ms/req  cpu x trivial",
    );
    for (const result of results) {
      const cpu = result.cpuMs === null ? "-" : result.cpuMs.toFixed(2);
      const cpuRatio =
        result.cpuMs && trivial.cpuMs ? (trivial.cpuMs / result.cpuMs).toFixed(2) : "-";
      console.info(
        `${result.name.padEnd(32)} ${result.rps.toFixed(0).padStart(6)} ${String(result.p99).padStart(10)} ${(result.rps / trivial.rps).toFixed(2).padStart(11)} ${String(result.non2xx).padStart(9)} ${String(result.errors).padStart(7)} ${cpu.padStart(12)} ${cpuRatio.padStart(14)}`,
      );
    }
    console.info(
      `\nbookings created: ${created.size}; found afterwards: ${created.size - missing.length}${missing.length ? `; MISSING: ${missing.slice(0, 20).join(", ")}` : ""}`,
    );
    process.exitCode = missing.length > 0 ? 1 : 0;
  } finally {
    clearTimeout(watchdog);
    stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
