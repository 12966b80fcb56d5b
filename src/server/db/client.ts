import "server-only";
import { mkdirSync } from "node:fs";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { getServerConfig, isBuildPhase, type DatabaseAdapter } from "@/env";
import * as schema from "./schema";
import { runMigrations } from "./migrate";
import { runSeed } from "./seed";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Domain functions take this so they run inside a caller's transaction or on their own. */
export type Executor = Database | Transaction;

interface Connection {
  db: Database;
  close: () => Promise<void>;
}

async function connect(adapter: DatabaseAdapter): Promise<Connection> {
  // The three drivers share PgDatabase's query API; the casts only erase their result HKT.
  if (adapter.kind === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    if (adapter.location !== "memory://") mkdirSync(adapter.location, { recursive: true });
    const client = new PGlite(adapter.location === "memory://" ? undefined : adapter.location);
    await client.waitReady;
    return { db: drizzle(client, { schema }) as unknown as Database, close: () => client.close() };
  }
  if (adapter.kind === "neon") {
    const { Pool, neonConfig } = await import("@neondatabase/serverless");
    const { drizzle } = await import("drizzle-orm/neon-serverless");
    const { default: ws } = await import("ws");
    // Node 20 has no global WebSocket; the Pool (not the HTTP driver) gives us transactions.
    neonConfig.webSocketConstructor = ws;
    const pool = new Pool({ connectionString: adapter.url });
    return { db: drizzle(pool, { schema }) as unknown as Database, close: () => pool.end() };
  }
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({ connectionString: adapter.url, max: 10 });
  return { db: drizzle(pool, { schema }) as unknown as Database, close: () => pool.end() };
}

interface DatabaseState {
  ready?: Promise<Connection>;
}

// One lazy connection per process (PGlite allows a single one), kept on globalThis so
// Next's module reloading in development does not open a second PGlite on the same files.
const globalState = globalThis as typeof globalThis & { __chauffeurDb?: DatabaseState };
const state: DatabaseState = (globalState.__chauffeurDb ??= {});

async function open(): Promise<Connection> {
  const config = getServerConfig();
  const connection = await connect(config.database);
  // Locally the schema and the administrator appear on the first start; a deployment
  // migrates explicitly (`npm run db:migrate`) and never seeds by accident.
  if (!config.isDeployment) {
    await runMigrations(connection.db, config.database);
    await runSeed(connection.db, config);
  }
  return connection;
}

export async function getDb(): Promise<Database> {
  if (isBuildPhase()) throw new Error("The database is not available during next build");
  state.ready ??= open().catch((error: unknown) => {
    state.ready = undefined;
    throw error;
  });
  return (await state.ready).db;
}

/** Closes the process's connection (tests and scripts). */
export async function closeDb(): Promise<void> {
  const pending = state.ready;
  state.ready = undefined;
  if (pending) await (await pending).close();
}
