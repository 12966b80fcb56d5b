import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { partnerStatus } from "./enums";
import { users } from "./users";
import { instant, requiredRef, serialId, timestamps } from "./columns";

export const partners = pgTable(
  "partners",
  {
    partner_id: serialId("partner_id"),
    user_id: requiredRef("user_id", () => users.user_id, "cascade"),
    contact_person_name: text("contact_person_name").notNull(),
    contact_person_email: text("contact_person_email").notNull(),
    contact_person_phone: text("contact_person_phone").notNull(),
    company_name: text("company_name").notNull(),
    company_phone: text("company_phone").notNull(),
    company_address: text("company_address").notNull(),
    company_registration: text("company_registration").notNull(),
    company_city: text("company_city"),
    company_state: text("company_state"),
    company_zip: text("company_zip"),
    company_website: text("company_website"),
    // The guest page lives at /p/{slug}; bookings made there are attributed to the partner.
    slug: text("slug").notNull(),
    guest_hero_title: text("guest_hero_title"),
    guest_hero_text: text("guest_hero_text"),
    guest_hero_image_url: text("guest_hero_image_url"),
    guest_logo_url: text("guest_logo_url"),
    // Commission per category in basis points (2000 = 20%), so the arithmetic stays in
    // integers; the defaults are the partner FAQ's rates. A booking's commission row will copy
    // the rate in force when it is paid, so changing these never touches earlier rows.
    rate_airport_bps: integer("rate_airport_bps").notNull().default(2000),
    rate_hourly_bps: integer("rate_hourly_bps").notNull().default(2000),
    rate_events_bps: integer("rate_events_bps").notNull().default(2500),
    rate_business_bps: integer("rate_business_bps").notNull().default(2000),
    // With a VAT number the payout statement becomes a self-billed invoice.
    vat_number: text("vat_number"),
    approved_at: instant("approved_at"),
    status: partnerStatus("status").notNull().default("Pending"),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("partners_slug_unique").on(table.slug),
    uniqueIndex("partners_user_unique").on(table.user_id),
    index("partners_status_idx").on(table.status),
    check(
      "partners_rates_range",
      sql`${table.rate_airport_bps} between 0 and 10000 and ${table.rate_hourly_bps} between 0 and 10000 and ${table.rate_events_bps} between 0 and 10000 and ${table.rate_business_bps} between 0 and 10000`,
    ),
  ],
);

export type PartnerRow = typeof partners.$inferSelect;
