import { getServerConfig } from "@/env";
import { describeAdapters } from "@/server/describe-adapters";
import { connect } from "@/server/db/client";
import { runMigrations } from "@/server/db/migrate";

// `npm run db:migrate`: applies the committed migrations to the configured database (a
// deployment's build step, or any local database). Applied migrations are skipped. It only
// migrates, on a bare connection: creating the administrator is `npm run db:seed`'s job.
async function main() {
  const config = getServerConfig();
  console.info(describeAdapters(config)[0]);
  const connection = await connect(config.database);
  try {
    await runMigrations(connection.db, config.database);
  } finally {
    await connection.close();
  }
  console.info("migrations: up to date");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
