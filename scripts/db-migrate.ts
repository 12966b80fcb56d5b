import { describeAdapters, getServerConfig } from "@/env";
import { getDb, closeDb } from "@/server/db/client";
import { runMigrations } from "@/server/db/migrate";

// `npm run db:migrate`: applies the committed migrations to the configured database
// (a deployment's build step, or any local database). Applied migrations are skipped.
async function main() {
  const config = getServerConfig();
  console.info(describeAdapters(config)[0]);
  if (config.isDeployment) {
    // getDb() does not migrate in a deployment, so migrate explicitly here.
    await runMigrations(await getDb(), config.database);
  } else {
    await getDb();
  }
  console.info("migrations: up to date");
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
