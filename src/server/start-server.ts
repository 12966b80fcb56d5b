import "server-only";
import { describeAdapters, getServerConfig } from "@/env";
import { getDb } from "@/server/db/client";

export async function startServer(): Promise<void> {
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
      console.info("database: migrations applied, seed checked");
    } catch (error) {
      console.error("[database] could not open the database at start:", error);
    }
  }
}
