import "server-only";
import type { ServerConfig } from "@/env";
import { runMigrations } from "./migrate";
import { runSeed } from "./seed";
import type { Connection } from "./types";

/**
 * The start-up policy. Only the embedded database (this process's own files, or memory) gets
 * its schema and administrator on first open. A DATABASE_URL may be anyone's server, production
 * included: it is migrated by `npm run db:migrate` and seeded by `npm run db:seed`, never as a
 * side effect of starting the site.
 */
export async function prepareOnOpen(connection: Connection, config: ServerConfig): Promise<void> {
  if (config.database.kind !== "pglite") return;
  try {
    await runMigrations(connection.db, config.database);
    await runSeed(connection.db, config);
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
}
