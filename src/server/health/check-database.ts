import "server-only";
import { logger } from "@/server/http/logger";
import { loggableError } from "@/server/http/database-errors";
import { sql } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { getDb } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";

export interface DatabaseCheck {
  reachable: boolean;
  latency_ms: number;
  driver: string;
  server_version?: string;
  error?: string;
}

export async function checkDatabase(): Promise<DatabaseCheck> {
  const started = performance.now();
  const driver = getServerConfig().database.kind;
  try {
    const db = await getDb();
    const result = await db.execute<{ version: string }>(
      sql`select current_setting('server_version') as version`,
    );
    const rows = rowsOf<{ version: string }>(result);
    return {
      reachable: true,
      latency_ms: Math.round(performance.now() - started),
      driver,
      server_version: rows[0]?.version,
    };
  } catch (error) {
    logger.error({ err: loggableError(error) }, "health: database check failed");
    // The message names the failure without leaking the connection string.
    const message =
      error instanceof Error
        ? error.message.replace(/postgres(?:ql)?:\/\/\S+/g, "postgres://…")
        : "Unknown error";
    return {
      reachable: false,
      latency_ms: Math.round(performance.now() - started),
      driver,
      error: message,
    };
  }
}
