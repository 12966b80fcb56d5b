import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { partnerStatus } from "./enums";
import { users } from "./users";

export const partners = pgTable(
  "partners",
  {
    partner_id: serial("partner_id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.user_id, { onDelete: "cascade" }),
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
    // Basis points: 2000 = 20%, so commission arithmetic stays in integers.
    commission_rate_bps: integer("commission_rate_bps").notNull().default(2000),
    status: partnerStatus("status").notNull().default("Pending"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("partners_slug_unique").on(table.slug),
    uniqueIndex("partners_user_unique").on(table.user_id),
    index("partners_status_idx").on(table.status),
  ],
);

export type PartnerRow = typeof partners.$inferSelect;
