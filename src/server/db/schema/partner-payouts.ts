import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { payoutStatus } from "./enums";
import { partnerCommissions } from "./partner-ledger";
import { partners } from "./partners";

/**
 * One payout per partner and run period (the UK Thursday it belongs to): the unique key makes a
 * second or concurrent run a no-op. Amounts are positive pence: commission gathered, deductions
 * (reversals), the net, the VAT on a self-billed invoice and what is transferred (net + VAT).
 * The rows it takes carry its id in `partner_commissions.payout_id` (the claim); a failed payout
 * gives them back (payout_id set to null), keeping its lines in `payout_items` for the record.
 */
export const partnerPayouts = pgTable(
  "partner_payouts",
  {
    payout_id: serial("payout_id").primaryKey(),
    // What partners and statements show: 'PO-' + period + '-' + partner id.
    payout_reference: text("payout_reference").notNull(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.partner_id, { onDelete: "restrict" }),
    period_key: text("period_key").notNull(),
    period_start: timestamp("period_start", { withTimezone: true }).notNull(),
    period_end: timestamp("period_end", { withTimezone: true }).notNull(),
    status: payoutStatus("status").notNull().default("pending"),
    commission_pence: integer("commission_pence").notNull(),
    deductions_pence: integer("deductions_pence").notNull(),
    net_pence: integer("net_pence").notNull(),
    vat_pence: integer("vat_pence").notNull().default(0),
    amount_pence: integer("amount_pence").notNull(),
    // Snapshots at the run, so the statement reads the same later.
    vat_number: text("vat_number"),
    company_name: text("company_name").notNull(),
    company_address: text("company_address").notNull(),
    payment_method: text("payment_method").notNull().default("bank_transfer"),
    account_label: text("account_label"),
    bank_reference: text("bank_reference"),
    failure_reason: text("failure_reason"),
    // No foreign key: the record of who acted outlives the administrator's account.
    created_by: integer("created_by"),
    paid_at: timestamp("paid_at", { withTimezone: true }),
    failed_at: timestamp("failed_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("partner_payouts_period_unique").on(table.partner_id, table.period_key),
    uniqueIndex("partner_payouts_reference_unique").on(table.payout_reference),
    index("partner_payouts_status_idx").on(table.status, table.created_at),
    index("partner_payouts_partner_idx").on(table.partner_id, table.created_at),
    check(
      "partner_payouts_amounts",
      sql`${table.commission_pence} >= 0 and ${table.deductions_pence} >= 0 and ${table.net_pence} = ${table.commission_pence} - ${table.deductions_pence} and ${table.amount_pence} = ${table.net_pence} + ${table.vat_pence}`,
    ),
  ],
);

/** A payout's lines: the ledger rows it took (kept when a failed payout gives them back). */
export const payoutItems = pgTable(
  "payout_items",
  {
    payout_item_id: serial("payout_item_id").primaryKey(),
    payout_id: integer("payout_id")
      .notNull()
      .references(() => partnerPayouts.payout_id, { onDelete: "restrict" }),
    commission_id: integer("commission_id")
      .notNull()
      .references(() => partnerCommissions.commission_id, { onDelete: "restrict" }),
    released_at: timestamp("released_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("payout_items_line_unique").on(table.payout_id, table.commission_id),
    index("payout_items_commission_idx").on(table.commission_id),
  ],
);

export type PartnerPayoutRow = typeof partnerPayouts.$inferSelect;
export type PayoutItemRow = typeof payoutItems.$inferSelect;

/**
 * The ledger clock's offset from the database clock (one row, id 1; none in production). Only
 * the development and browser-test clock endpoint writes it, so a test moves time (a ride's
 * 7 days passing, next week's payout run) without changing code. See commissions/clock.ts.
 */
export const ledgerClock = pgTable(
  "ledger_clock",
  {
    id: integer("id").primaryKey().default(1),
    offset_seconds: integer("offset_seconds").notNull().default(0),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("ledger_clock_single_row", sql`${table.id} = 1`)],
);
