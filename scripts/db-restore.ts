/**
 * `npm run db:restore -- <file> [<directory>]`: restores a `db:backup` tarball into a FRESH data
 * directory (default: `<DATA_DIR>/db`, which must not exist yet; move the old one aside first).
 * It never writes over an existing database, so a mistaken restore cannot destroy data. Start
 * the site afterwards; it reopens the restored directory and applies newer migrations.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error("usage: npm run db:restore -- <backup.tar.gz> [<directory>]");
  const target = path.resolve(process.argv[3] ?? path.join(process.env.DATA_DIR ?? ".data", "db"));
  if (existsSync(target)) throw new Error(`${target} exists: restore into a fresh directory`);
  const tarball = new Blob([readFileSync(file)], { type: "application/x-gzip" });
  const db = await PGlite.create(target, { loadDataDir: tarball, extensions: { pg_trgm } });
  try {
    const [{ count }] = (
      await db.query<{ count: number }>("select count(*)::int as count from bookings")
    ).rows;
    console.info(`restored ${file} into ${target} (${count} bookings)`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
