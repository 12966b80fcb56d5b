import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "@/server/db/client";
import { users, type UserRow } from "@/server/db/schema";
import { canReadUser } from "@/server/auth/policies";
import type { SessionUser } from "@/server/auth/session";
import { notFound } from "@/server/http/errors";

export async function findUserById(userId: number, executor?: Executor): Promise<UserRow | null> {
  const db = executor ?? (await getDb());
  const [row] = await db.select().from(users).where(eq(users.user_id, userId)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(email: string, executor?: Executor): Promise<UserRow | null> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/**
 * The user a caller may read or change: themself, or anyone for an administrator. Another
 * customer's id answers 404, so ids cannot be probed.
 */
export async function loadAccessibleUser(caller: SessionUser, userId: number): Promise<UserRow> {
  if (!canReadUser(caller, userId)) throw notFound("User not found");
  const row = await findUserById(userId);
  if (!row) throw notFound("User not found");
  return row;
}
