import { bigint, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";
import { createdAt, instant, requiredRef, serialId } from "./columns";

/**
 * One TOTP enrolment per account. `enabled_at` null: started but not yet confirmed with a code
 * (sign-in ignores it). `last_used_step` is the newest accepted time step; accepting a code is a
 * compare-and-set on it, so two instances cannot both accept the same code.
 */
export const userTwoFactor = pgTable("user_two_factor", {
  user_id: integer("user_id")
    .primaryKey()
    .references(() => users.user_id, { onDelete: "cascade" }),
  secret_encrypted: text("secret_encrypted").notNull(),
  enabled_at: instant("enabled_at"),
  last_used_step: bigint("last_used_step", { mode: "number" }),
  created_at: createdAt(),
});

/** Single-use recovery codes, stored as SHA-256 (see recovery-codes.ts for why not Argon2). */
export const userRecoveryCodes = pgTable(
  "user_recovery_codes",
  {
    recovery_code_id: serialId("recovery_code_id"),
    user_id: requiredRef("user_id", () => users.user_id, "cascade"),
    code_hash: text("code_hash").notNull(),
    used_at: instant("used_at"),
    created_at: createdAt(),
  },
  (table) => [uniqueIndex("user_recovery_codes_user_hash").on(table.user_id, table.code_hash)],
);
