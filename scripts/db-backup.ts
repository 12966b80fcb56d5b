/**
 * `npm run db:backup [-- <file>]`: a consistent copy of the embedded PGlite database as one
 * gzipped tarball (default `backups/pglite-<time>.tar.gz`). PGlite is one process on its
 * directory, so stop the site first (`next start` holds it open): the trade-off is a short stop
 * instead of an admin endpoint that would stream the dump through the running server. The copy
 * is taken by PGlite itself (dumpDataDir) after a CHECKPOINT, so it is consistent.
 * With DATABASE_URL set, use pg_dump instead: this is for the embedded database only.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

async function main(): Promise<void> {
  if (process.env.DATABASE_URL) throw new Error("DATABASE_URL is set: back it up with pg_dump");
  const source = path.resolve(process.env.DATA_DIR ?? ".data", "db");
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const target = path.resolve(process.argv[2] ?? path.join("backups", `pglite-${stamp}.tar.gz`));
  const db = await PGlite.create(source, { extensions: { pg_trgm, btree_gist } });
  try {
    await db.exec("CHECKPOINT");
    const [{ count } = { count: 0 }] = (
      await db.query<{ count: number }>("select count(*)::int as count from bookings")
    ).rows;
    const dump = await db.dumpDataDir("gzip");
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
    console.info(`backed up ${source} (${count} bookings) to ${target}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
