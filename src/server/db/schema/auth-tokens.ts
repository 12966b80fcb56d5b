import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Only a SHA-256 of the token is stored, so a database leak cannot reset passwords. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    token_id: serial("token_id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.user_id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("password_reset_tokens_hash_unique").on(table.token_hash),
    index("password_reset_tokens_user_idx").on(table.user_id),
  ],
);

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
