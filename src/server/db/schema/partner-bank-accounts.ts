import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { partners } from "./partners";
import { updatedAt } from "./columns";

/**
 * A partner's payout account (one per partner). The full number stays on the server: the
 * browser only ever receives `masked`, written when the details are saved.
 */
export const partnerBankAccounts = pgTable(
  "partner_bank_accounts",
  {
    partner_id: integer("partner_id")
      .primaryKey()
      .references(() => partners.partner_id, { onDelete: "cascade" }),
    account_holder: text("account_holder").notNull(),
    kind: text("kind").$type<"uk" | "iban">().notNull(),
    sort_code: text("sort_code"),
    account_number: text("account_number"),
    iban: text("iban"),
    masked: text("masked").notNull(),
    payout_schedule: text("payout_schedule")
      .$type<"weekly" | "monthly">()
      .notNull()
      .default("weekly"),
    updated_at: updatedAt(),
  },
  (table) => [
    check("partner_bank_accounts_kind_check", sql`${table.kind} in ('uk', 'iban')`),
    check(
      "partner_bank_accounts_schedule_check",
      sql`${table.payout_schedule} in ('weekly', 'monthly')`,
    ),
  ],
);

export type PartnerBankAccountRow = typeof partnerBankAccounts.$inferSelect;
