import { sql } from "drizzle-orm";
import { pgTable, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Which database this is: one row, created by the migration that made the table and replaced by
 * `db:restore`. Every cached read and rendered page is keyed by it (src/server/db/identity.ts),
 * so two databases never share an entry in Next's caches, and a restored copy starts afresh.
 * The unique index on a constant keeps it to one row.
 */
export const databaseIdentity = pgTable(
  "database_identity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    created_at: createdAt(),
  },
  () => [uniqueIndex("database_identity_one_row").on(sql`(true)`)],
);
