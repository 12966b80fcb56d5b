import { integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/**
 * The site's settings, one row per group (`general`, `notifications`, ...). The value is checked
 * by the group's zod schema in code (see src/server/settings/registry.ts); a missing row means
 * the group's defaults. `updated_by` is a user id without a foreign key, like the audit trail's.
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<Record<string, unknown>>().notNull(),
  updated_at: updatedAt(),
  updated_by: integer("updated_by"),
});
