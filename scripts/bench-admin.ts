/**
 * `npm run bench:admin [-- --million | --bookings=N]`: latency (p50/p95, one request at a time)
 * of the administrator's list and dashboard endpoints over HTTP on `next start`, against 100,000
 * demo bookings (1,000,000 with --million). The embedded PGlite database lives in
 * `.data/bench-<N>` (BENCH_DATA_DIR) and is seeded once; BENCH_DATABASE_URL measures PostgreSQL
 * instead (migrated and topped up to N first). Prints the query plans of the search and filters.
 * Needs a production build (`npm run build`).
 */
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { benchWeek } from "./bench-week";
import { freePort, waitForHealth } from "./bench-server";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const WARMUP = 5;

function sizeFromArgs(args: string[]): number {
  if (args.includes("--million")) return 1_000_000;
  const given = args.find((arg) => arg.startsWith("--bookings="));
  return given ? Number(given.slice("--bookings=".length).replace(/_/g, "")) : 100_000;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function measure(base: string, token: string, url: string) {
  const times: number[] = [];
  let failures = 0;
  let sample = "";
  for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) {
      failures += 1;
      sample = `${response.status} ${text.slice(0, 120)}`;
    }
    if (i >= WARMUP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
    failures,
    sample,
  };
}

async function main(): Promise<void> {
  const size = sizeFromArgs(process.argv.slice(2));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXTAUTH_URL: base };
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
  env.ADMIN_PASSWORD ??= "admin-password-2026";
  const database = process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite";
  if (process.env.BENCH_DATABASE_URL) {
    env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
    const migrated = spawnSync("npm", ["run", "--silent", "db:migrate"], { stdio: "inherit", env });
    if (migrated.status !== 0) throw new Error("npm run db:migrate failed for BENCH_DATABASE_URL");
    spawnSync("npm", ["run", "--silent", "db:seed"], { stdio: "inherit", env });
  } else {
    env.DATA_DIR = process.env.BENCH_DATA_DIR ?? path.join(process.cwd(), ".data", `bench-${size}`);
  }

  console.info(
    `bench:admin: ${database}, topping up to ${size} bookings (first run seeds; this takes minutes)`,
  );
  const prepared = spawnSync(
    "npx",
    ["tsx", "--conditions=react-server", "scripts/bench-admin-prepare.ts", String(size)],
    { env, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 64 * 1024 * 1024 },
  );
  if (prepared.status !== 0) throw new Error("preparing the bench database failed");
  const facts = JSON.parse(prepared.stdout.trim().split("\n").at(-1) ?? "{}") as {
    bookings: number;
    cursor: string | null;
    sampleId: number;
    plans: Record<string, string>;
  };

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
  try {
    await waitForHealth(base);
    const login = await fetch(`${base}/api/auth/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: env.ADMIN_EMAIL ?? "admin@example.com",
        password: env.ADMIN_PASSWORD,
      }),
    });
    const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
    if (!token) throw new Error(`admin login failed (${login.status})`);
    const endpoints: [string, string][] = [
      ["list: first page", "/api/bookings"],
      [
        "list: status + date range",
        `/api/bookings?status=completed&from=${benchWeek().from}&to=${benchWeek().to}`,
      ],
      ["list: name search (q=patel)", "/api/bookings?q=patel"],
      ["list: phone search (one customer)", "/api/bookings?q=7700900123"],
      ["list: deep page (page=1000, offset)", "/api/bookings?page=1000"],
      [
        "list: deep page (keyset cursor, middle)",
        `/api/bookings?when=all&sort=-pickup_at&cursor=${facts.cursor ?? ""}`,
      ],
      ["dashboard: total bookings", "/api/admin/dashboard/total-bookings"],
      ["dashboard: active drivers", "/api/admin/dashboard/active-drivers"],
      ["dashboard: revenue", "/api/revenue/total"],
      ["dashboard: daily (30 days)", "/api/admin/dashboard/daily?days=30"],
      ["dashboard: recent bookings", "/api/admin/dashboard/recent-bookings"],
      ["booking details", `/api/admin/bookings/${facts.sampleId}`],
    ];
    console.info(
      `\n${database}, ${facts.bookings.toLocaleString("en-GB")} bookings (incl. return legs), ${REQUESTS} requests each, one at a time\n`,
    );
    console.info("| endpoint | p50 ms | p95 ms | max ms | failures |");
    console.info("|---|---:|---:|---:|---:|");
    for (const [name, url] of endpoints) {
      const result = await measure(base, token, url);
      console.info(
        `| ${name} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.max.toFixed(1)} | ${result.failures}${result.sample ? ` (${result.sample})` : ""} |`,
      );
    }
    console.info("\nQuery plans (EXPLAIN ANALYZE of the endpoint's own queries):");
    for (const [name, plan] of Object.entries(facts.plans)) console.info(`\n-- ${name}\n${plan}`);
  } finally {
    stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
