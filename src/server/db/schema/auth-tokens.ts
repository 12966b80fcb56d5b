import { index, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";
import { requiredRef, serialId, singleUseToken } from "./columns";

/** Only a SHA-256 of the token is stored, so a database leak cannot reset passwords. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    token_id: serialId("token_id"),
    user_id: requiredRef("user_id", () => users.user_id, "cascade"),
    ...singleUseToken(),
  },
  (table) => [
    uniqueIndex("password_reset_tokens_hash_unique").on(table.token_hash),
    index("password_reset_tokens_user_idx").on(table.user_id),
  ],
);

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
