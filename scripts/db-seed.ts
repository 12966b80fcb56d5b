import { getServerConfig } from "@/env";
import { closeDb, getDb } from "@/server/db/client";
import { runSeed } from "@/server/db/seed";

// `npm run db:seed`: creates the administrator from ADMIN_EMAIL / ADMIN_PASSWORD. Only the
// embedded database has a default password; against a DATABASE_URL the seed needs
// ADMIN_PASSWORD set explicitly and otherwise skips, saying so.
async function main() {
  const config = getServerConfig();
  const { adminCreated, skipped } = await runSeed(await getDb(), config);
  if (!skipped) {
    console.info(
      adminCreated
        ? `seed: administrator ${config.admin.email} created`
        : `seed: administrator ${config.admin.email} already present`,
    );
  }
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
