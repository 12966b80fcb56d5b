import { index, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";
import { createdAt, instant, requiredRef } from "./columns";

/** Only a SHA-256 of the token is stored, so a database leak cannot reset passwords. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    token_id: serial("token_id").primaryKey(),
    user_id: requiredRef("user_id", () => users.user_id, "cascade"),
    token_hash: text("token_hash").notNull(),
    expires_at: instant("expires_at").notNull(),
    used_at: instant("used_at"),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex("password_reset_tokens_hash_unique").on(table.token_hash),
    index("password_reset_tokens_user_idx").on(table.user_id),
  ],
);

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
