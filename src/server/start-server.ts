import "server-only";
import { getServerConfig } from "@/env";
import { describeAdapters } from "@/server/describe-adapters";
import { registerCacheNamespaceResolver } from "@/server/db/cache-namespace-resolver";
import { getDb } from "@/server/db/client";
import { installSocketAddressStamp } from "@/server/http/socket-address";

export async function startServer(): Promise<void> {
  installSocketAddressStamp();
  registerCacheNamespaceResolver();
  let config;
  try {
    config = getServerConfig();
  } catch (error) {
    console.error(`[config] ${error instanceof Error ? error.message : String(error)}`);
    // Refuse to serve rather than fall back to an embedded default in a deployment.
    process.exit(1);
  }
  for (const line of describeAdapters(config)) console.info(line);
  if (!config.isDeployment) {
    try {
      await getDb();
      // Only the embedded database migrates and seeds itself; a DATABASE_URL is migrated explicitly.
      console.info(
        config.database.kind === "pglite"
          ? "database: migrations applied, seed checked"
          : "database: reachable (apply migrations with `npm run db:migrate`)",
      );
    } catch (error) {
      console.error("[database] could not open the database at start:", error);
    }
  }
  if (config.jobsRunner) {
    const { startJobRunner } = await import("@/server/jobs/runner");
    startJobRunner();
    console.info("jobs: drained in this process every 15 s");
  }
}
