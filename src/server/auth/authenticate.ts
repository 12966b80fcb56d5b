import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users, type UserRow } from "@/server/db/schema";
import { consumeRateLimits } from "@/server/http/rate-limit";
import { verifyAgainstDummy, verifyPassword } from "./passwords";

export const LOGIN_LIMITS = { perAccount: 10, perAddress: 30, windowSeconds: 15 * 60 } as const;

/**
 * Checks an e-mail and password. Unknown e-mail and wrong password both return null after the
 * same Argon2 work, so neither the answer nor its timing says whether an account exists.
 */
export async function authenticate(input: { email: string; password: string; address: string }): Promise<UserRow | null> {
  const email = input.email.trim().toLowerCase();
  await consumeRateLimits([
    { key: `login:account:${email}`, limit: LOGIN_LIMITS.perAccount, windowSeconds: LOGIN_LIMITS.windowSeconds, message: "Too many login attempts. Please try again later." },
    { key: `login:address:${input.address}`, limit: LOGIN_LIMITS.perAddress, windowSeconds: LOGIN_LIMITS.windowSeconds, message: "Too many login attempts. Please try again later." },
  ]);
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return verifyAgainstDummy(input.password).then(() => null);
  return (await verifyPassword(user.password_hash, input.password)) ? user : null;
}
