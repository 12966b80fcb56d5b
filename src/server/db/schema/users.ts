import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { userRole } from "./enums";
import { instant, serialId, timestamps } from "./columns";

export const users = pgTable(
  "users",
  {
    user_id: serialId("user_id"),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    // Stored lower-cased so the unique index is case-insensitive in effect.
    email: text("email").notNull(),
    phone_number: text("phone_number").notNull().default(""),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    state_province: text("state_province").notNull().default(""),
    zip_postal_code: text("zip_postal_code").notNull().default(""),
    country: text("country").notNull().default(""),
    role: userRole("role").notNull().default("customer"),
    password_hash: text("password_hash").notNull(),
    // Null while an invited account (driver, partner, phone customer) has only the unusable
    // password it was created with: its first password is "set", not "changed" (no alert).
    password_set_at: instant("password_set_at").defaultNow(),
    profile_image: text("profile_image"),
    // Bumped on logout-everywhere, password change, reset and role change; tokens carry it.
    session_version: integer("session_version").notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(table.email),
    index("users_role_idx").on(table.role),
    // The file route finds a photo's owner by its key on every image request.
    index("users_profile_image_idx").on(table.profile_image),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
