import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { StatementSnapshot } from "@/lib/partners/statement";
import { bookings } from "./bookings";
import { commissionCategory, commissionKind, payoutStatus } from "./enums";
import { partners } from "./partners";
import { createdAt, instant, optionalRef, pence, requiredRef, serialId } from "./columns";

/**
 * The partners' commission ledger: rows are only ever added. A paid booking that came through a
 * partner's guest page writes one 'commission' row (in the payment's transaction), a refund a
 * 'reversal' row with a negative amount. Each row copies the category and the rate in force when
 * it was written, so later rate changes never touch it. `source` names what caused the row (the
 * payment intent, the refund), and (booking, kind, source) is unique: a payment or refund event
 * processed twice writes its row once. A job farmed out to the partner writes one 'job_pay' row
 * when it is completed (source `assignment:<id>`, so once per job), paid with the commissions.
 * `payout_id` is set when a payout takes the row.
 */
export const partnerPayouts = pgTable(
  "partner_payouts",
  {
    payout_id: serialId("payout_id"),
    partner_id: requiredRef("partner_id", () => partners.partner_id, "restrict"),
    /**
     * The period paid: the run day's ISO week ("2026-W48") for a weekly partner, the previous
     * calendar month ("2026-03") for a monthly one; one payout per partner and period.
     */
    period: text("period").notNull(),
    /** Commission before deductions. */
    gross_pence: pence("gross_pence"),
    /** Reversals of commission paid out earlier. */
    deductions_pence: pence("deductions_pence"),
    /** The net: commission less deductions (the ledger rows' sum). */
    amount_pence: pence("amount_pence"),
    /** VAT at this rate when the partner was VAT-registered at the payout; null otherwise. */
    vat_rate_bps: integer("vat_rate_bps"),
    /** VAT on the net, once, half up (lib/partners/vat.ts). */
    vat_pence: pence("vat_pence").default(0),
    /** The money sent: net plus VAT. */
    total_pence: integer("total_pence")
      .notNull()
      .generatedAlwaysAs(sql`amount_pence + vat_pence`),
    /** What the statement states, written with the payout; older payouts get it on first render. */
    statement: jsonb("statement").$type<StatementSnapshot>(),
    status: payoutStatus("status").notNull().default("Pending"),
    method: text("method").notNull().default("Bank transfer"),
    /** The partner's bank account as it was when the payout was made, masked ("••••9911"). */
    account: text("account"),
    /** The bank transfer's reference, given when the administrator marks it paid. */
    reference: text("reference"),
    /** Why it failed, shown to the partner. */
    failure_reason: text("failure_reason"),
    created_at: createdAt(),
    settled_at: instant("settled_at"),
  },
  (table) => [
    uniqueIndex("partner_payouts_period_unique").on(table.partner_id, table.period),
    index("partner_payouts_status_idx").on(table.status, table.created_at),
    check(
      "partner_payouts_amounts",
      sql`${table.gross_pence} >= 0 and ${table.deductions_pence} >= 0 and ${table.amount_pence} = ${table.gross_pence} - ${table.deductions_pence}`,
    ),
    check(
      "partner_payouts_vat",
      sql`${table.vat_pence} >= 0 and (${table.vat_rate_bps} is not null or ${table.vat_pence} = 0)`,
    ),
  ],
);

export type PartnerPayoutRow = typeof partnerPayouts.$inferSelect;

export const partnerCommissions = pgTable(
  "partner_commissions",
  {
    commission_id: serialId("commission_id"),
    partner_id: requiredRef("partner_id", () => partners.partner_id, "restrict"),
    booking_id: requiredRef("booking_id", () => bookings.booking_id, "restrict"),
    kind: commissionKind("kind").notNull(),
    category: commissionCategory("category").notNull(),
    rate_bps: integer("rate_bps").notNull(),
    /** The booking amount (commission) or the refunded amount (reversal) the row is based on. */
    base_pence: pence("base_pence"),
    /** Positive for a commission, negative for a reversal. */
    amount_pence: pence("amount_pence"),
    source: text("source").notNull(),
    payout_id: optionalRef("payout_id", () => partnerPayouts.payout_id, "restrict"),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex("partner_commissions_source_unique").on(table.booking_id, table.kind, table.source),
    // A partner's ledger by date: earnings, transactions and balances read it this way.
    index("partner_commissions_partner_idx").on(table.partner_id, table.created_at),
    index("partner_commissions_payout_idx").on(table.payout_id),
    check(
      "partner_commissions_sign",
      // Written without naming 'job_pay': a value added to an enum cannot be used in the
      // transaction that adds it, and the migrations run in one.
      sql`(${table.kind} <> 'reversal' and ${table.amount_pence} >= 0) or (${table.kind} = 'reversal' and ${table.amount_pence} <= 0)`,
    ),
    check("partner_commissions_rate_range", sql`${table.rate_bps} between 0 and 10000`),
  ],
);

export type PartnerCommissionRow = typeof partnerCommissions.$inferSelect;
