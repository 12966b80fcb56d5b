import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";
import { requiredRef, serialId, singleUseToken } from "./columns";

/**
 * A requested change of an account's sign-in e-mail, waiting for the link sent to the new
 * address. Only a SHA-256 of the link's token is stored; the change happens when the link is
 * opened (used_at set), and a newer request voids the older ones.
 */
export const emailChangeRequests = pgTable(
  "email_change_requests",
  {
    request_id: serialId("request_id"),
    user_id: requiredRef("user_id", () => users.user_id, "cascade"),
    // Lower-cased like users.email.
    new_email: text("new_email").notNull(),
    ...singleUseToken(),
  },
  (table) => [
    uniqueIndex("email_change_requests_hash_unique").on(table.token_hash),
    index("email_change_requests_user_idx").on(table.user_id),
  ],
);

export type EmailChangeRequestRow = typeof emailChangeRequests.$inferSelect;
