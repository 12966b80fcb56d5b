import "server-only";
import { logger } from "@/server/http/logger";
import { mkdirSync } from "node:fs";
import type { PGlite as PGliteInstance } from "@electric-sql/pglite";
import type { DatabaseAdapter } from "@/env";
import * as schema from "./schema";
import type { Connection, Database } from "./types";

/**
 * A connection of its own with no migration or seed, for scripts that must do exactly one thing
 * (`db:migrate`). The caller closes it. Everything else uses getDb().
 */
export async function connect(adapter: DatabaseAdapter): Promise<Connection> {
  // The three drivers share PgDatabase's query API; the casts only erase their result HKT.
  if (adapter.kind === "pglite") {
    const { ThreadedPGlite } = await import("./pglite-threaded");
    const { drizzle } = await import("drizzle-orm/pglite");
    if (adapter.location !== "memory://") mkdirSync(adapter.location, { recursive: true });
    const client = await ThreadedPGlite.open(
      adapter.location === "memory://" ? undefined : adapter.location,
      adapter.template,
    );
    // drizzle only calls query, exec and transaction, which ThreadedPGlite provides.
    const db = drizzle(client as unknown as PGliteInstance, { schema });
    return { db: db as unknown as Database, close: () => client.close() };
  }
  if (adapter.kind === "neon") {
    const { Pool, neonConfig } = await import("@neondatabase/serverless");
    const { drizzle } = await import("drizzle-orm/neon-serverless");
    const { default: ws } = await import("ws");
    // Node 20 has no global WebSocket; the Pool (not the HTTP driver) gives us transactions.
    neonConfig.webSocketConstructor = ws;
    const pool = new Pool({ connectionString: adapter.url, ...POOL_TIMEOUTS });
    pool.on("error", logIdleClientError);
    return { db: drizzle(pool, { schema }) as unknown as Database, close: () => pool.end() };
  }
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // JIT compilation is for long analytic queries; for this site's short ones it only adds its
  // compile time (measured: the dashboard's 30-day series took 690 ms at a million bookings with
  // JIT, 28 ms without), so the pool's sessions turn it off.
  const pool = new Pool({
    connectionString: adapter.url,
    max: 10,
    options: "-c jit=off",
    ...POOL_TIMEOUTS,
  });
  pool.on("error", logIdleClientError);
  // A connection that dies while checked out (between two statements of a transaction) emits
  // 'error' on its client, which the pool does not listen to then: an uncaught exception. Heard
  // here, the client's next query fails instead and the request answers 503 (outage.ts).
  pool.on("connect", (client) => client.on("error", logCheckedOutClientError));
  return { db: drizzle(pool, { schema }) as unknown as Database, close: () => endPool(pool) };
}

/**
 * An unreachable database costs a bounded time, never a hang: 3 s to connect (or to wait for a
 * pooled connection), 8 s per statement on the server and 10 s per query on the client (which
 * also covers a server that stopped answering). The request then answers 503 (see outage.ts).
 */
const POOL_TIMEOUTS = {
  connectionTimeoutMillis: 3_000,
  statement_timeout: 8_000,
  query_timeout: 10_000,
};

/**
 * Scripts that seed or benchmark a large database (a million demo bookings, VACUUM) are not
 * requests: they call this before their first connection, and their statements are unbounded.
 */
export function unboundStatementsForScripts(): void {
  POOL_TIMEOUTS.statement_timeout = 0;
  POOL_TIMEOUTS.query_timeout = 0;
}

// An idle pooled connection can be closed by the server at any time (restart, failover, idle
// timeout). The pool drops it and opens a new one on demand; unheard, the 'error' event would
// crash the process, so it is only logged.
function logIdleClientError(error: Error): void {
  logger.error({ detail: error.message }, "idle database connection closed");
}

function logCheckedOutClientError(error: Error): void {
  logger.error({ detail: error.message }, "database connection closed while in use");
}

interface EndablePool {
  totalCount: number;
  end: () => Promise<void>;
  on: (event: "remove", listener: () => void) => unknown;
}

// pg-pool's end() resolves once its clients are released, before their sockets have closed;
// waiting for every 'remove' means no connection is left behind when the caller goes on (a
// test dropping its database, a script exiting).
async function endPool(pool: EndablePool): Promise<void> {
  const open = pool.totalCount;
  let removed = 0;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on("remove", () => {
      removed += 1;
      if (removed >= open) resolve();
    });
  });
  await pool.end();
  // Bounded, so a connection stuck mid-handshake can never hang a shutdown.
  await Promise.race([
    allClosed,
    new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref()),
  ]);
}
