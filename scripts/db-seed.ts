import { getServerConfig } from "@/env";
import { closeDb, getDb, unboundStatementsForScripts } from "@/server/db/client";
import { DEMO_CUSTOMER_PASSWORD, seedDemo } from "@/server/db/demo-seed";
import { runSeed } from "@/server/db/seed";

// `npm run db:seed`: creates the administrator from ADMIN_EMAIL / ADMIN_PASSWORD. Only the
// embedded database has a default password; against a DATABASE_URL the seed needs
// ADMIN_PASSWORD set explicitly and otherwise skips, saying so.
// `npm run db:seed -- --demo [--bookings=N]` (or `npm run db:demo`) then adds a demo business
// of N bookings (default 5,000), generated inside the database.
function demoBookings(args: string[]): number | null {
  if (!args.includes("--demo")) return null;
  const given = args.find((arg) => arg.startsWith("--bookings="));
  const count = given ? Number(given.slice("--bookings=".length).replace(/_/g, "")) : 5_000;
  if (!Number.isSafeInteger(count) || count < 1 || count > 5_000_000)
    throw new Error("--bookings must be a whole number from 1 to 5000000");
  return count;
}

async function main() {
  unboundStatementsForScripts();
  const bookings = demoBookings(process.argv.slice(2));
  const config = getServerConfig();
  const db = await getDb();
  const { adminCreated, skipped } = await runSeed(db, config);
  if (!skipped) {
    console.info(
      adminCreated
        ? `seed: administrator ${config.admin.email} created`
        : `seed: administrator ${config.admin.email} already present`,
    );
  }
  if (bookings !== null) {
    const result = await seedDemo(db, { bookings, log: (line) => console.info(line) });
    console.info(
      `demo: ${result.bookings} bookings for ${result.customers} customers, ${result.jobs} chauffeur jobs, in ${result.seconds.toFixed(1)} s (customers sign in with ${DEMO_CUSTOMER_PASSWORD})`,
    );
  }
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
