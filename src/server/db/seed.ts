import "server-only";
import { eq } from "drizzle-orm";
import type { ServerConfig } from "@/env";
import { hashPassword } from "@/server/auth/passwords";
import type { Database } from "./client";
import { siteSettings, users } from "./schema";

/**
 * Creates the first administrator and the settings row when they are missing. It is safe to run
 * again. Against a deployment's database it runs only when ADMIN_PASSWORD is given explicitly,
 * so no default password can ever reach production.
 */
export async function runSeed(db: Database, config: ServerConfig): Promise<{ adminCreated: boolean }> {
  await db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
  const password = config.admin.password;
  if (!password) return { adminCreated: false };
  const email = config.admin.email.toLowerCase();
  const existing = await db.select({ user_id: users.user_id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing.length > 0) return { adminCreated: false };
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
  return { adminCreated: inserted.length > 0 };
}
