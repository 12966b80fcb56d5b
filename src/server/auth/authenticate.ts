import "server-only";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { rateLimitBuckets, users, type UserRow } from "@/server/db/schema";
import { driverMaySignIn, UNDER_REVIEW_SIGN_IN_MESSAGE } from "@/server/drivers/own-driver";
import { AppError } from "@/server/http/errors";
import { consumeRateLimits, type RateLimitRule } from "@/server/http/rate-limit";
import { verifyAgainstDummy, verifyPassword } from "./passwords";

export const LOGIN_LIMITS = { perAccount: 10, perAddress: 30, windowSeconds: 15 * 60 } as const;
export const LOGIN_LIMIT_MESSAGE = "Too many login attempts. Please try again later.";

const normaliseEmail = (email: string) => email.trim().toLowerCase();

function loginLimitRules(input: { email?: string; address: string }): RateLimitRule[] {
  const rules: RateLimitRule[] = [];
  if (input.email) {
    rules.push({
      key: `login:account:${normaliseEmail(input.email)}`,
      limit: LOGIN_LIMITS.perAccount,
      windowSeconds: LOGIN_LIMITS.windowSeconds,
      message: LOGIN_LIMIT_MESSAGE,
    });
  }
  rules.push({
    key: `login:address:${input.address}`,
    limit: LOGIN_LIMITS.perAddress,
    windowSeconds: LOGIN_LIMITS.windowSeconds,
    message: LOGIN_LIMIT_MESSAGE,
  });
  return rules;
}

/**
 * Checks an e-mail and password. A driver whose record is under review is refused (403) after a
 * correct password. Unknown e-mail and wrong password both return null after the
 * same Argon2 work, so neither the answer nor its timing says whether an account exists.
 */
export async function authenticate(input: {
  email: string;
  password: string;
  address: string;
  /** A portal for one role (the console): any other account answers like a wrong password. */
  onlyRole?: UserRow["role"];
}): Promise<UserRow | null> {
  const email = normaliseEmail(input.email);
  await consumeRateLimits(loginLimitRules({ email, address: input.address }));
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return verifyAgainstDummy(input.password).then(() => null);
  if (!(await verifyPassword(user.password_hash, input.password))) return null;
  if (input.onlyRole && user.role !== input.onlyRole) return null;
  // Told only to whoever knows the password: an application under review has no dashboard yet.
  if (user.role === "driver" && !(await driverMaySignIn(user.user_id)))
    throw new AppError("FORBIDDEN", UNDER_REVIEW_SIGN_IN_MESSAGE);
  return user;
}

/**
 * Seconds until another login attempt is allowed, or null when one is allowed now. Only reads the
 * counters: the attempt itself is counted once, by `authenticate`. next-auth's credentials callback
 * uses this to answer 429 up front, since its own failure answer cannot carry a status.
 */
export async function loginRetryAfterSeconds(input: {
  email?: string;
  address: string;
}): Promise<number | null> {
  const rules = loginLimitRules(input);
  const db = await getDb();
  const buckets = await db
    .select()
    .from(rateLimitBuckets)
    .where(
      and(
        inArray(
          rateLimitBuckets.bucket_key,
          rules.map((rule) => rule.key),
        ),
        gt(rateLimitBuckets.reset_at, sql`now()`),
      ),
    );
  let retryAfter: number | null = null;
  for (const bucket of buckets) {
    const rule = rules.find((candidate) => candidate.key === bucket.bucket_key);
    // `consumeRateLimit` refuses once the count passes the limit, so a full bucket refuses the next attempt.
    if (!rule || bucket.count < rule.limit) continue;
    const seconds = Math.max(1, Math.ceil((bucket.reset_at.getTime() - Date.now()) / 1000));
    retryAfter = Math.max(retryAfter ?? 0, seconds);
  }
  return retryAfter;
}
