import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./users";
import { createdAt, instant, requiredRef } from "./columns";

/**
 * One row per sign-in. The session cookie (a JWT) carries the row's id; every request reads the
 * row in the same query as the user, so signing out (revoked_at set) ends that cookie at once,
 * wherever a copy of it is. The account's settings list the rows that are still live.
 */
export const sessions = pgTable(
  "sessions",
  {
    // 128 random bits, base64url: not guessable, so knowing one id never lets anyone end another.
    session_id: text("session_id").primaryKey(),
    user_id: requiredRef("user_id", () => users.user_id, "cascade"),
    created_at: createdAt(),
    // Moved forward at most every few minutes (SESSION_TOUCH_SECONDS), not on every request.
    last_seen_at: instant("last_seen_at").notNull().defaultNow(),
    // "Chrome on Android", never the raw header: enough to recognise a device in a list.
    user_agent: text("user_agent").notNull().default(""),
    // SHA-256 of the address the session signed in from: lets the login limits recognise an
    // address that has signed in to the account before, without keeping the address itself.
    address_hash: text("address_hash").notNull().default(""),
    // The sign-in address with its host part hidden ("203.0.113.x"), for the account's list of
    // sessions: enough to recognise a network, not to locate a person.
    address_label: text("address_label").notNull().default(""),
    // The account's session version at sign-in: a later bump (logout everywhere, password or
    // role change) leaves this row behind, so the settings list never shows an ended session.
    session_version: integer("session_version").notNull(),
    revoked_at: instant("revoked_at"),
  },
  (table) => [index("sessions_user_idx").on(table.user_id, table.last_seen_at)],
);

export type SessionRow = typeof sessions.$inferSelect;
