import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { AppError } from "./errors";

export interface RateLimitRule {
  /** e.g. `login:ip:1.2.3.4` */
  key: string;
  limit: number;
  windowSeconds: number;
  /** What the 429 says; a function gets the seconds until the window reopens. */
  message?: string | ((retryAfterSeconds: number) => string);
}

/** "1 minute", "37 minutes": a wait said the way a person would, rounded up. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/**
 * Fixed-window counter in Postgres (one atomic upsert), so limits hold across serverless
 * instances. Throws a 429 with Retry-After once the window's limit is passed.
 */
export async function consumeRateLimit(rule: RateLimitRule): Promise<void> {
  const db = await getDb();
  const result = await db.execute<{ count: number; reset_at: string | Date }>(sql`
    insert into rate_limit_buckets (bucket_key, count, reset_at)
    values (${rule.key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
    on conflict (bucket_key) do update set
      count = case when rate_limit_buckets.reset_at <= now() then 1 else rate_limit_buckets.count + 1 end,
      reset_at = case when rate_limit_buckets.reset_at <= now() then excluded.reset_at else rate_limit_buckets.reset_at end
    returning count, reset_at`);
  const [row] = rowsOf<{ count: number; reset_at: string | Date }>(result);
  if (!row) return;
  if (Number(row.count) > rule.limit) {
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000),
    );
    const message =
      typeof rule.message === "function" ? rule.message(retryAfterSeconds) : rule.message;
    throw new AppError("RATE_LIMITED", message ?? "Too many attempts. Please try again later.", {
      retryAfterSeconds,
    });
  }
}

export async function consumeRateLimits(rules: RateLimitRule[]): Promise<void> {
  for (const rule of rules) await consumeRateLimit(rule);
}
