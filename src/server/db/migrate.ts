import "server-only";
import path from "node:path";
import type { DatabaseAdapter } from "@/env";
import type { Database } from "./types";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

// Any fixed number: it names the advisory lock that serialises concurrent migrators.
const MIGRATION_LOCK_ID = 724_581_903;

interface LockableClient {
  query: (text: string, values?: unknown[]) => Promise<unknown>;
}

/**
 * Runs `work` holding a session advisory lock on `client` (a dedicated connection), so two
 * starting instances never apply the same migration at once. The lock goes with the session.
 */
export async function withAdvisoryLock<T>(
  client: LockableClient,
  lockId: number,
  work: () => Promise<T>,
): Promise<T> {
  await client.query("select pg_advisory_lock($1)", [lockId]);
  try {
    return await work();
  } finally {
    await client.query("select pg_advisory_unlock($1)", [lockId]).catch(() => undefined);
  }
}

/**
 * Connects `client` (a connection of its own, Neon's or node-postgres'), runs `migrate` under
 * the migration lock and always closes the connection.
 */
async function migrateOnDedicatedClient(
  client: LockableClient & { connect: () => Promise<unknown>; end: () => Promise<unknown> },
  migrate: () => Promise<void>,
): Promise<void> {
  await client.connect();
  try {
    await withAdvisoryLock(client, MIGRATION_LOCK_ID, migrate);
  } finally {
    await client.end();
  }
}

/**
 * Applies the committed drizzle-kit migrations; applied ones are skipped, so a second run is a
 * no-op. PGlite is one connection in one process and needs no lock; a shared server is migrated
 * on a dedicated connection under the advisory lock.
 */
export async function runMigrations(db: Database, adapter: DatabaseAdapter): Promise<void> {
  const migrationsFolder = MIGRATIONS_FOLDER;
  if (adapter.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(db as unknown as Parameters<typeof migrate>[0], { migrationsFolder });
    return;
  }
  if (adapter.kind === "neon") {
    const { Client, neonConfig } = await import("@neondatabase/serverless");
    const { default: ws } = await import("ws");
    neonConfig.webSocketConstructor = ws;
    const { drizzle } = await import("drizzle-orm/neon-serverless");
    const { migrate } = await import("drizzle-orm/neon-serverless/migrator");
    const client = new Client({ connectionString: adapter.url });
    await migrateOnDedicatedClient(client, () => migrate(drizzle(client), { migrationsFolder }));
    return;
  }
  const { Client } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const client = new Client({ connectionString: adapter.url });
  await migrateOnDedicatedClient(client, () => migrate(drizzle(client), { migrationsFolder }));
}
