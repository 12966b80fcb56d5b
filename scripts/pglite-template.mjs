// Writes a dump of a freshly migrated in-memory PGlite database to the path given, for the
// integration tests to start each file's database from (see __tests__/support/pglite-template.ts).
// A separate process: PGlite and drizzle's migrator are ESM, and Jest's module system is not.
import { renameSync, writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const [target, migrationsFolder] = process.argv.slice(2);
if (!target || !migrationsFolder) {
  console.error("usage: node scripts/pglite-template.mjs <target.tar> <migrations folder>");
  process.exit(2);
}
const database = new PGlite({ extensions: { pg_trgm, btree_gist } });
await migrate(drizzle(database), { migrationsFolder });
const dump = await database.dumpDataDir("none");
await database.close();
// Written beside the target and renamed: two test workers building it at once both succeed,
// and neither reads a half-written file.
const partial = `${target}.${process.pid}.partial`;
writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
renameSync(partial, target);
