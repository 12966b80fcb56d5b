/**
 * Shared by the HTTP latency benches (bench:admin, bench:dispatch): the size flags, the server's
 * environment (PGlite data directory or BENCH_DATABASE_URL, migrated), the prepare script run
 * before the server, `next start` itself, the administrator's session and p50/p95/max timings of
 * requests sent one at a time.
 */
import { spawn, spawnSync } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { performance } from "node:perf_hooks";
import { freePort, waitForHealth } from "./bench-server";

export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
export const WARMUP = 5;

/** `--million` or `--bookings=N` (underscores allowed), else the bench's default size. */
export function sizeFromArgs(args: string[], fallback: number): number {
  if (args.includes("--million")) return 1_000_000;
  const given = args.find((arg) => arg.startsWith("--bookings="));
  return given ? Number(given.slice("--bookings=".length).replace(/_/g, "")) : fallback;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export interface Timing {
  p50: number;
  p95: number;
  max: number;
  failures: number;
  sample: string;
}

/** What `measure` reads of an answer: a fetch Response has it, and so has `httpGet`'s. */
export type Answer = Pick<Response, "status" | "ok" | "text">;

/**
 * A GET as a browser's network stack makes it: gzip asked for and decoded, the whole body read
 * as text, on a plain socket (keep-alive). fetch (undici) puts every answer through web streams,
 * which on this 2-core machine added about 4 ms at the median and 8 to 10 ms at p95 to a 380 kB
 * board: the client's cost, not the server's, so the latency goals are measured with this.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export function httpGet(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent, headers: { ...headers, "accept-encoding": "gzip" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const body = response.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
          const status = response.statusCode ?? 0;
          const text = body.toString("utf8");
          resolve({ status, ok: status >= 200 && status < 300, text: async () => text });
        });
      },
    );
    request.on("error", reject);
  });
}

/**
 * Times `REQUESTS` calls of `send(i)` after `WARMUP` untimed ones, one at a time; a response that
 * is not the expected status counts as a failure and its first words are kept as the sample.
 */
export async function measure(
  send: (i: number) => Promise<Answer>,
  expected?: number,
): Promise<Timing> {
  const times: number[] = [];
  let failures = 0;
  let sample = "";
  for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
    const started = performance.now();
    const response = await send(i);
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (expected ? response.status !== expected : !response.ok) {
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

export function timingRow(name: string, result: Timing): string {
  return `| ${name} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.max.toFixed(1)} | ${result.failures}${result.sample ? ` (${result.sample})` : ""} |`;
}

export const TIMING_HEADER =
  "| endpoint | p50 ms | p95 ms | max ms | failures |\n|---|---:|---:|---:|---:|";

/**
 * The server's environment: production, no real services, and the database: BENCH_DATABASE_URL
 * (migrated and given its administrator first) or the PGlite directory `.data/<dataDir>`
 * (BENCH_DATA_DIR overrides it).
 */
export function benchEnv(dataDir: string): { env: NodeJS.ProcessEnv; database: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
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
    "TWILIO_FROM_NUMBER",
    "VERCEL",
    "REQUIRE_REAL_SERVICES",
  ])
    delete env[name];
  env.ADMIN_PASSWORD ??= "admin-password-2026";
  if (process.env.BENCH_DATABASE_URL) {
    env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
    const migrated = spawnSync("npm", ["run", "--silent", "db:migrate"], { stdio: "inherit", env });
    if (migrated.status !== 0) throw new Error("npm run db:migrate failed for BENCH_DATABASE_URL");
    spawnSync("npm", ["run", "--silent", "db:seed"], { stdio: "inherit", env });
    return { env, database: "PostgreSQL" };
  }
  env.DATA_DIR = process.env.BENCH_DATA_DIR ?? path.join(process.cwd(), ".data", dataDir);
  return { env, database: "PGlite" };
}

/** Runs a prepare script with the server's environment; its last stdout line is its JSON answer. */
export function runPrepare<T>(script: string, args: string[], env: NodeJS.ProcessEnv): T {
  const prepared = spawnSync("npx", ["tsx", "--conditions=react-server", script, ...args], {
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (prepared.status !== 0) throw new Error("preparing the bench database failed");
  return JSON.parse(prepared.stdout.trim().split("\n").at(-1) ?? "{}") as T;
}

export interface BenchServer {
  base: string;
  /** The administrator's bearer token. */
  token: string;
  /** The server's process group (it is started detached), for reading its CPU time. */
  pid: number;
  stop: () => void;
}

/** `next start` on a free port with `env`, healthy and signed in as the administrator. */
export async function startBenchServer(env: NodeJS.ProcessEnv): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_FLAGS (say `--cpu-prof --cpu-prof-dir=/tmp/prof`) runs the server under
  // node with those flags, for profiling; NODE_OPTIONS refuses some of them.
  const flags = process.env.BENCH_SERVER_NODE_FLAGS?.split(" ").filter(Boolean);
  const [command, ...args] = flags
    ? ["node", ...flags, "node_modules/next/dist/bin/next"]
    : ["npx", "next"];
  const server = spawn(command!, [...args, "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...env, NEXTAUTH_URL: base },
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
    return { base, token, pid: server.pid ?? 0, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

function cookiePairs(response: Response): string[] {
  return response.headers.getSetCookie().map((line) => line.split(";")[0]!);
}

/**
 * Signs in as the app does, through next-auth's credentials endpoint (CSRF token first), and
 * answers the session cookie as a `cookie` header value.
 */
export async function credentialsSession(
  base: string,
  email: string,
  password: string,
): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signIn = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: cookiePairs(csrf).join("; "),
      origin: base,
    },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = cookiePairs(signIn).find((pair) => pair.includes("session-token="));
  if (!session) throw new Error(`${email}: sign-in answered ${signIn.status} without a session`);
  return session;
}

export function printPlans(plans: Record<string, string>): void {
  console.info("\nQuery plans (EXPLAIN ANALYZE of the endpoint's own queries):");
  for (const [name, plan] of Object.entries(plans)) console.info(`\n-- ${name}\n${plan}`);
}

export function runMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
