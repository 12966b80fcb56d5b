import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Domain functions take this so they run inside a caller's transaction or on their own. */
export type Executor = Database | Transaction;

export interface Connection {
  db: Database;
  close: () => Promise<void>;
}
