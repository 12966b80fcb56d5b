import { sql } from "drizzle-orm";
import { check, integer, pgTable } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/**
 * The ledger clock's offset from the database clock (one row, id 1; none in production). Only
 * the development and browser-test clock endpoint writes it, so a test moves time (a ride's
 * 7 days passing, next week's payout run) without changing code. See server/partners/ledger/clock.ts.
 */
export const ledgerClock = pgTable(
  "ledger_clock",
  {
    id: integer("id").primaryKey().default(1),
    offset_seconds: integer("offset_seconds").notNull().default(0),
    updated_at: updatedAt(),
  },
  (table) => [check("ledger_clock_single_row", sql`${table.id} = 1`)],
);
