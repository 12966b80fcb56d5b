/**
 * Shared pieces of the fault suite (`npm run test:faults`): a free loopback port, `next start`
 * in its own process group (so SIGKILL reaches the real server, not only npx), health waiting,
 * a signed-in customer, and a read of the stored bookings straight from the database once the
 * server is stopped (PGlite allows one process on a directory) or from PostgreSQL.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const REAL_SERVICES = [
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
];

/** FAULTS_DATABASE_URL runs the same suite against a PostgreSQL server instead of PGlite. */
export const databaseUrl = process.env.FAULTS_DATABASE_URL;

export function serverEnv(
  dataDir: string,
  base: string,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" };
  for (const name of REAL_SERVICES) delete env[name];
  env.NEXTAUTH_URL = base;
  // The scripts play several clients from one machine: each names its address in X-Real-IP,
  // which the server believes only when told to (as behind Vercel's proxy).
  env.TRUSTED_PROXY_HEADER = "x-real-ip";
  Object.assign(env, extra);
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

/** A real server is never migrated implicitly: apply the committed migrations once. */
export function migrateIfPostgres(env: NodeJS.ProcessEnv): void {
  if (!databaseUrl) return;
  const migrated = spawnSync("npm", ["run", "--silent", "db:migrate"], { stdio: "inherit", env });
  if (migrated.status !== 0) throw new Error("npm run db:migrate failed");
}

export interface Server {
  base: string;
  child: ChildProcess;
  kill: (signal: NodeJS.Signals) => Promise<void>;
}

/**
 * `next start` on the port. With `onLogLine` the server's stdout (its JSON log lines) is read
 * line by line, e.g. to count the Argon2 computations the login storm promises to bound.
 */
export async function startServer(
  port: number,
  env: NodeJS.ProcessEnv,
  onLogLine?: (line: string) => void,
): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env,
    stdio: ["ignore", onLogLine ? "pipe" : "ignore", "inherit"],
    detached: true,
  });
  if (onLogLine && child.stdout) {
    let pending = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      const lines = (pending + chunk).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) onLogLine(line);
    });
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch (error) {
      console.warn(`could not send ${signal} to the server's process group:`, error);
      return;
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };
  await waitForHealth(base);
  return { base, child, kill };
}

export async function waitForHealth(base: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${base} did not become healthy within ${timeoutMs / 1000} s`);
}

let addresses = 0;
/**
 * A distinct private client address for each caller a script plays, different in each script
 * run (its process id), since rate-limit buckets outlive a run on a shared PostgreSQL database.
 */
export function clientAddress(): string {
  addresses += 1;
  return `10.${(process.pid >> 8) % 250}.${process.pid % 250}.${addresses % 250}`;
}

export async function signUp(
  base: string,
  email: string,
  password: string,
  address = clientAddress(),
): Promise<string> {
  const headers = { "content-type": "application/json", "x-real-ip": address };
  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      first_name: "Fault",
      last_name: "Suite",
      phone_number: "+44 7700 900000",
      email,
      address: "1 Fault Street",
      city: "London",
      state_province: "Greater London",
      zip_postal_code: "SW1A 1AA",
      country: "United Kingdom",
      password,
    }),
  });
  if (!registered.ok) throw new Error(`register answered ${registered.status}`);
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  const body = (await login.json()) as { data?: { token?: string } };
  if (!login.ok || !body.data?.token) throw new Error(`login answered ${login.status}`);
  return body.data.token;
}

export function bookingBody(note: string): string {
  const pickupDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return JSON.stringify({
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
    notes_for_chauffeur: note,
  });
}

/** Rows of a query run straight on the database (the server must be stopped for PGlite). */
export async function queryDatabase<T>(dataDir: string, sql: string): Promise<T[]> {
  if (databaseUrl) {
    const { Client } = await import("pg");
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  const db = await PGlite.create(path.join(dataDir, "db"), { extensions: { pg_trgm, btree_gist } });
  try {
    return (await db.query<T>(sql)).rows;
  } finally {
    await db.close();
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
