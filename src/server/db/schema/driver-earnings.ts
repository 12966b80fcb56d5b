import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { assignments } from "./assignments";
import { bookings } from "./bookings";
import { drivers } from "./drivers";
import { createdAt, instant, pence, requiredRef, serialId } from "./columns";

/**
 * What a ledger line is for. 'job' is the pay for a completed job; tips and the reversals of
 * either come later and are named now, so adding them needs no enum change (a value added to an
 * enum cannot be used in the transaction that adds it, and migrations run in one).
 */
export const driverEarningKind = pgEnum("driver_earning_kind", [
  "job",
  "tip",
  "job_reversal",
  "tip_reversal",
]);

/**
 * The chauffeurs' earnings ledger: rows are only ever added (a correction is a reversal row).
 * Completing a chauffeur's job writes one 'job' row with the pay snapshotted on the job when it
 * was given; (assignment, kind) is unique, so a completion processed twice credits once.
 * `earned_at` is when the money was earned (the completion), by which the ledger is grouped into
 * weeks; drivers.total_trips and drivers.earnings_pence are kept equal to this ledger's count of
 * 'job' rows and sum in the same transaction as each row.
 */
export const driverEarnings = pgTable(
  "driver_earnings",
  {
    earning_id: serialId("earning_id"),
    driver_id: requiredRef("driver_id", () => drivers.driver_id, "restrict"),
    assignment_id: requiredRef("assignment_id", () => assignments.assignment_id, "restrict"),
    booking_id: requiredRef("booking_id", () => bookings.booking_id, "restrict"),
    kind: driverEarningKind("kind").notNull(),
    /** Positive for a job or tip, negative for a reversal. */
    amount_pence: pence("amount_pence"),
    earned_at: instant("earned_at").notNull(),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex("driver_earnings_assignment_kind_unique").on(table.assignment_id, table.kind),
    // A chauffeur's ledger by date: the earnings page and the admin driver page read it so.
    index("driver_earnings_driver_earned_idx").on(table.driver_id, table.earned_at),
    check(
      "driver_earnings_sign",
      sql`(${table.kind} in ('job', 'tip') and ${table.amount_pence} >= 0) or (${table.kind} in ('job_reversal', 'tip_reversal') and ${table.amount_pence} <= 0)`,
    ),
  ],
);

export type DriverEarningRow = typeof driverEarnings.$inferSelect;
export type DriverEarningKind = (typeof driverEarningKind.enumValues)[number];
