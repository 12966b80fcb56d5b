import "server-only";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { RENEW_IDENTITY_SQL, UNIDENTIFIED } from "./identity";

export interface RestoredDatabase {
  bookings: number;
  /** The restored database's new identity (UNIDENTIFIED for a backup older than the table). */
  identity: string;
}

/**
 * `db:restore`: a `db:backup` tarball into a FRESH directory (never over an existing database),
 * given a new identity on the way. Whatever Next cached for the database the backup was taken
 * from (settings, published pages, rendered pages) is keyed by the old identity, so none of it
 * is served for the restored one: the site starts from what the backup holds.
 */
export async function restoreBackup(tarball: Blob, target: string): Promise<RestoredDatabase> {
  if (existsSync(target)) throw new Error(`${target} exists: restore into a fresh directory`);
  // PGlite creates the directory itself but not its parents (a DATA_DIR moved aside whole).
  mkdirSync(path.dirname(target), { recursive: true });
  const db = await PGlite.create(target, {
    loadDataDir: tarball,
    extensions: { pg_trgm, btree_gist },
  });
  try {
    await db.exec(RENEW_IDENTITY_SQL);
    const [{ count } = { count: 0 }] = (
      await db.query<{ count: number }>("select count(*)::int as count from bookings")
    ).rows;
    const present = await db.query<{ present: boolean }>(
      "select to_regclass('public.database_identity') is not null as present",
    );
    const identity = present.rows[0]?.present
      ? (await db.query<{ id: string }>("select id::text as id from database_identity")).rows[0]?.id
      : undefined;
    return { bookings: count, identity: identity ?? UNIDENTIFIED };
  } finally {
    await db.close();
  }
}
