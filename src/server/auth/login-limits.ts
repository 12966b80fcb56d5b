import "server-only";
import { and, gt, inArray, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { rateLimitBuckets } from "@/server/db/schema";
import { consumeRateLimits, type RateLimitRule } from "@/server/http/rate-limit";

/*
 * Sign-in limits. Only wrong passwords count (a success takes its attempt back), and they live in
 * the database, so every instance sees the same counts.
 * - Strict: wrong passwords for one account from one address. Whoever guesses from one place is
 *   stopped there, without touching the account's owner signing in from anywhere else.
 * - Per address, across accounts: one address trying many accounts (credential stuffing).
 * - Account-wide, looser, for guesses spread over many addresses: past it each further wrong
 *   password makes the next attempt wait longer (30 s, doubling, at most 15 minutes). Addresses
 *   that have signed in to the account before are not held up, so an attacker elsewhere cannot
 *   keep its owner out.
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: 5,
  perAddress: 30,
  windowSeconds: 15 * 60,
  perAccount: 20,
  accountWindowSeconds: 60 * 60,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
} as const;
export const LOGIN_LIMIT_MESSAGE = "Too many login attempts. Please try again later.";

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const loginKeys = (email: string, address: string) => ({
  pair: `login:pair:${normaliseEmail(email)}|${address}`,
  address: `login:address:${address}`,
  account: `login:account:${normaliseEmail(email)}`,
  accountDelay: `login:account-delay:${normaliseEmail(email)}`,
});

/** Counts the attempt up front (atomically, so parallel guesses cannot pass the limit). */
export async function claimLoginAttempt(email: string, address: string): Promise<void> {
  const keys = loginKeys(email, address);
  const rules: RateLimitRule[] = [
    {
      key: keys.pair,
      limit: LOGIN_LIMITS.perAccountAndAddress,
      windowSeconds: LOGIN_LIMITS.windowSeconds,
      message: LOGIN_LIMIT_MESSAGE,
    },
    {
      key: keys.address,
      limit: LOGIN_LIMITS.perAddress,
      windowSeconds: LOGIN_LIMITS.windowSeconds,
      message: LOGIN_LIMIT_MESSAGE,
    },
  ];
  await consumeRateLimits(rules);
}

/** A success is not a failure: the pair starts afresh and the address gets its attempt back. */
export async function releaseLoginAttempt(email: string, address: string): Promise<void> {
  const keys = loginKeys(email, address);
  const db = await getDb();
  await db.execute(sql`delete from rate_limit_buckets where bucket_key = ${keys.pair}`);
  await db.execute(sql`
    update rate_limit_buckets set count = greatest(count - 1, 0)
    where bucket_key = ${keys.address} and reset_at > now()`);
}

/** A wrong password counts account-wide; past the limit it sets the next (growing) delay. */
export async function recordAccountFailure(email: string, address: string): Promise<void> {
  const keys = loginKeys(email, address);
  const db = await getDb();
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limit_buckets (bucket_key, count, reset_at)
    values (${keys.account}, 1, now() + make_interval(secs => ${LOGIN_LIMITS.accountWindowSeconds}))
    on conflict (bucket_key) do update set
      count = case when rate_limit_buckets.reset_at <= now() then 1 else rate_limit_buckets.count + 1 end,
      reset_at = case when rate_limit_buckets.reset_at <= now() then excluded.reset_at else rate_limit_buckets.reset_at end
    returning count`);
  const failures = Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
  const beyond = failures - LOGIN_LIMITS.perAccount;
  if (beyond <= 0) return;
  const delay = Math.min(
    LOGIN_LIMITS.maxDelaySeconds,
    LOGIN_LIMITS.firstDelaySeconds * 2 ** Math.min(beyond - 1, 20),
  );
  await db.execute(sql`
    insert into rate_limit_buckets (bucket_key, count, reset_at)
    values (${keys.accountDelay}, ${failures}, now() + make_interval(secs => ${delay}))
    on conflict (bucket_key) do update set count = excluded.count, reset_at = excluded.reset_at`);
}

/**
 * Seconds until another attempt is allowed, or null when one is allowed now. Only reads the
 * counters. `knownAddress`: the address has signed in to this account before, so the
 * account-wide delay does not apply to it.
 */
export async function loginRetryAfterSeconds(input: {
  email?: string;
  address: string;
  knownAddress?: boolean;
}): Promise<number | null> {
  const keys = loginKeys(input.email ?? "", input.address);
  const full = new Map<string, number>([[keys.address, LOGIN_LIMITS.perAddress]]);
  if (input.email) {
    full.set(keys.pair, LOGIN_LIMITS.perAccountAndAddress);
    // A delay bucket refuses while it lasts, whatever its count.
    if (!input.knownAddress) full.set(keys.accountDelay, 0);
  }
  const db = await getDb();
  const buckets = await db
    .select()
    .from(rateLimitBuckets)
    .where(
      and(
        inArray(rateLimitBuckets.bucket_key, [...full.keys()]),
        gt(rateLimitBuckets.reset_at, sql`now()`),
      ),
    );
  let retryAfter: number | null = null;
  for (const bucket of buckets) {
    const limit = full.get(bucket.bucket_key);
    // A full bucket refuses the next attempt.
    if (limit === undefined || bucket.count < limit) continue;
    const seconds = Math.max(1, Math.ceil((bucket.reset_at.getTime() - Date.now()) / 1000));
    retryAfter = Math.max(retryAfter ?? 0, seconds);
  }
  return retryAfter;
}
