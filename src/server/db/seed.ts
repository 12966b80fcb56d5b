import "server-only";
import { eq } from "drizzle-orm";
import type { ServerConfig } from "@/env";
import { hashPassword } from "@/server/auth/passwords";
import type { Database } from "./types";
import { users } from "./schema";

export const SEED_SKIPPED_MESSAGE =
  "seed: ADMIN_PASSWORD is not set, so no administrator was created. With DATABASE_URL there is no default password: set ADMIN_PASSWORD and run `npm run db:seed`.";

/**
 * Creates the first administrator when missing (settings need no row: a missing one means the defaults). It is safe to run
 * again. Only the embedded database has a default password (see env.ts); against a DATABASE_URL
 * the administrator is created only when ADMIN_PASSWORD is given explicitly, so the public
 * development password can never reach production.
 */
export async function runSeed(
  db: Database,
  config: ServerConfig,
): Promise<{ adminCreated: boolean; skipped: boolean }> {
  const password = config.admin.password;
  if (!password) {
    console.warn(SEED_SKIPPED_MESSAGE);
    return { adminCreated: false, skipped: true };
  }
  const email = config.admin.email.toLowerCase();
  const existing = await db
    .select({ user_id: users.user_id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (existing.length > 0) return { adminCreated: false, skipped: false };
  const inserted = await db
    .insert(users)
    .values({
      first_name: "Site",
      last_name: "Administrator",
      email,
      role: "admin",
      password_hash: await hashPassword(password),
    })
    .onConflictDoNothing()
    .returning({ user_id: users.user_id });
  return { adminCreated: inserted.length > 0, skipped: false };
}
