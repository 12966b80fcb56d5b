/**
 * `npm run db:restore -- <file> [<directory>]`: restores a `db:backup` tarball into a FRESH data
 * directory (default: `<DATA_DIR>/db`, which must not exist yet; move the old one aside first).
 * It never writes over an existing database, so a mistaken restore cannot destroy data. The
 * restored database gets a new identity, so nothing Next cached for another database (or for
 * this one before the restore) is served for it. Start the site afterwards; it reopens the
 * restored directory and applies newer migrations.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { restoreBackup } from "@/server/db/restore-backup";

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error("usage: npm run db:restore -- <backup.tar.gz> [<directory>]");
  const target = path.resolve(process.argv[3] ?? path.join(process.env.DATA_DIR ?? ".data", "db"));
  const tarball = new Blob([readFileSync(file)], { type: "application/x-gzip" });
  const { bookings, identity } = await restoreBackup(tarball, target);
  console.info(`restored ${file} into ${target} (${bookings} bookings, identity ${identity})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
