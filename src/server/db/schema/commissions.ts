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
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { commissionCategory, commissionEntryKind, payoutStatus } from "./enums";
import { partners } from "./partners";

/**
 * The partner commission ledger, append-only: a 'commission' row when a partner's booking is
 * paid (positive pence), a 'reversal' row when money goes back to the customer (negative pence).
 * The category and rate are copied into the row, so a later rate change never touches it.
 * `entry_key` makes each write happen once however often its event is processed.
 */
export const commissionEntries = pgTable(
  "commission_entries",
  {
    entry_id: serial("entry_id").primaryKey(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.partner_id, { onDelete: "restrict" }),
    booking_id: integer("booking_id")
      .notNull()
      .references(() => bookings.booking_id, { onDelete: "restrict" }),
    kind: commissionEntryKind("kind").notNull(),
    category: commissionCategory("category").notNull(),
    rate_bps: integer("rate_bps").notNull(),
    // Commission: the booking's paid amount. Reversal: minus the amount refunded.
    booking_amount_pence: integer("booking_amount_pence").notNull(),
    commission_pence: integer("commission_pence").notNull(),
    // 'commission:<booking id>' or 'reversal:<booking id>:<refund id>'.
    entry_key: text("entry_key").notNull(),
    reverses_entry_id: integer("reverses_entry_id").references(
      (): AnyPgColumn => commissionEntries.entry_id,
      { onDelete: "restrict" },
    ),
    reason: text("reason"),
    occurred_at: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("commission_entries_key_unique").on(table.entry_key),
    // One commission per booking, whatever the key says.
    uniqueIndex("commission_entries_booking_commission_unique")
      .on(table.booking_id)
      .where(sql`${table.kind} = 'commission'`),
    index("commission_entries_partner_idx").on(table.partner_id, table.occurred_at),
    index("commission_entries_reverses_idx").on(table.reverses_entry_id),
    check(
      "commission_entries_sign",
      sql`(${table.kind} = 'commission' and ${table.commission_pence} >= 0 and ${table.booking_amount_pence} >= 0 and ${table.reverses_entry_id} is null) or (${table.kind} = 'reversal' and ${table.commission_pence} <= 0 and ${table.booking_amount_pence} <= 0 and ${table.reverses_entry_id} is not null)`,
    ),
    check("commission_entries_rate_range", sql`${table.rate_bps} between 0 and 10000`),
  ],
);

/**
 * One payout per partner and run period (the Thursday it belongs to): the unique key makes a
 * second or concurrent run a no-op. Amounts are positive pence: commission gathered, deductions
 * (reversals of commission already paid out, or reversed in the same run), the net, the VAT on
 * a self-billed invoice and what is transferred (net + VAT).
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
    // Snapshots at the run: the statement reads the same later.
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

/**
 * A payout's claim on ledger rows. An entry has at most one live claim (the partial unique
 * index); a failed payout releases its claims (released_at), so the rows go to the next run
 * while the failed payout keeps its lines for the record.
 */
export const payoutItems = pgTable(
  "payout_items",
  {
    payout_item_id: serial("payout_item_id").primaryKey(),
    payout_id: integer("payout_id")
      .notNull()
      .references(() => partnerPayouts.payout_id, { onDelete: "restrict" }),
    entry_id: integer("entry_id")
      .notNull()
      .references(() => commissionEntries.entry_id, { onDelete: "restrict" }),
    released_at: timestamp("released_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payout_items_live_claim_unique")
      .on(table.entry_id)
      .where(sql`${table.released_at} is null`),
    index("payout_items_payout_idx").on(table.payout_id),
  ],
);

export type CommissionEntryRow = typeof commissionEntries.$inferSelect;
export type PartnerPayoutRow = typeof partnerPayouts.$inferSelect;
export type PayoutItemRow = typeof payoutItems.$inferSelect;
