import "server-only";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DatabaseAdapter } from "@/env";
import { rowsOf } from "./rows";
import { databaseIdentity } from "./schema";
import type { Executor } from "./types";

/*
 * Which database the caches belong to. Next's data cache (`.next/cache`, Vercel's Data Cache)
 * and its rendered pages (`.next/server/route-cache`) outlive a process and are shared by every
 * server started from one build, whatever database each one uses. Every cached read and every
 * rendered page is therefore keyed by a namespace naming the database: its identity row (created
 * with the database, replaced by `db:restore`) and where it lives (the PGlite directory, or the
 * server, port and database name of a DATABASE_URL, never its credentials). The location covers
 * copies that carry their identity along: a DATA_DIR copied to another, a Neon branch.
 */

/** Stands for a database whose identity row is missing (DATABASE_URL not yet migrated). */
export const UNIDENTIFIED = "unidentified";

/** `next build` has no database: what it caches holds only defaults. */
export const BUILD_NAMESPACE = "build";

/** The identity row's id, or UNIDENTIFIED when the table is not there yet. */
export async function readDatabaseIdentity(db: Executor): Promise<string> {
  // Asked first: a select from a missing table fails the statement (and, on PostgreSQL, would
  // abort a caller's transaction), while to_regclass just answers null.
  const present = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('public.database_identity') is not null as present`),
  );
  if (!present[0]?.present) return UNIDENTIFIED;
  const [row] = await db.select({ id: databaseIdentity.id }).from(databaseIdentity).limit(1);
  return row?.id ?? UNIDENTIFIED;
}

function locationOf(adapter: DatabaseAdapter): string {
  if (adapter.kind === "pglite") return adapter.location;
  const url = new URL(adapter.url);
  return `${url.hostname}:${url.port || "5432"}${url.pathname}`;
}

/** The cache namespace of a database: short, and naming nothing secret. */
export function cacheNamespaceFor(identity: string, adapter: DatabaseAdapter): string {
  const digest = createHash("sha256")
    .update(`${identity}\n${locationOf(adapter)}`)
    .digest("hex");
  return `db-${digest.slice(0, 16)}`;
}

/**
 * How long a running server trusts the identity it read. The embedded database cannot change
 * under the process that holds it (a restore needs the site stopped), so never re-read; a
 * PostgreSQL server can be restored while the site runs, so it is re-read once a minute.
 */
export function identityTtlMs(adapter: DatabaseAdapter): number {
  return adapter.kind === "pglite" ? Number.POSITIVE_INFINITY : 60_000;
}

/**
 * Gives a database a new identity, so nothing cached for the old one is read for it again
 * (`db:restore`, and by hand after a `pg_restore`). Without the table (a backup older than the
 * migration), nothing: the migration creates it with a fresh row.
 */
export const RENEW_IDENTITY_SQL = `do $$ begin
  if to_regclass('public.database_identity') is not null then
    delete from database_identity;
    insert into database_identity default values;
  end if;
end $$;`;
