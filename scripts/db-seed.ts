import { getServerConfig } from "@/env";
import { closeDb, getDb } from "@/server/db/client";
import { runSeed } from "@/server/db/seed";

// `npm run db:seed`: creates the administrator from ADMIN_EMAIL / ADMIN_PASSWORD. Against a
// deployment's database it needs ADMIN_PASSWORD set explicitly (there is no default there).
async function main() {
  const config = getServerConfig();
  if (config.isDeployment && !config.admin.password) {
    console.error("Refusing to seed a deployment's database without ADMIN_PASSWORD.");
    process.exit(1);
  }
  const { adminCreated } = await runSeed(await getDb(), config);
  console.info(adminCreated ? `seed: administrator ${config.admin.email} created` : `seed: administrator ${config.admin.email} already present`);
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
