import "server-only";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/http/errors";
import { consumeRateLimits } from "@/server/http/rate-limit";
import { TWO_FACTOR_MESSAGES } from "@/lib/validations/two-factor";
import { acceptCode, consumeRecoveryCode, isTwoFactorEnabled } from "./store";

// The sign-in forms compare next-auth's error text with these, so they live in lib.
export const TWO_FACTOR_REQUIRED_MESSAGE = TWO_FACTOR_MESSAGES.required;
export const TWO_FACTOR_INVALID_MESSAGE = TWO_FACTOR_MESSAGES.invalid;
export const TWO_FACTOR_LIMIT_MESSAGE = TWO_FACTOR_MESSAGES.limit;
/** Per account, after a correct password: 10 codes per 15 minutes bounds guessing at ~1e-5. */
export const TWO_FACTOR_LIMIT = { limit: 10, windowSeconds: 15 * 60 } as const;

const required = (message: string) =>
  new AppError("UNAUTHORIZED", message, { data: { two_factor_required: true } });

/**
 * Runs after a correct password. 401 (not 403): the caller has not finished authenticating,
 * and `data.two_factor_required` tells an API client or the sign-in page to ask for the code.
 */
export async function checkSecondFactor(userId: number, code: string | undefined): Promise<void> {
  const db = await getDb();
  if (!(await isTwoFactorEnabled(db, userId))) return;
  if (!code) throw required(TWO_FACTOR_REQUIRED_MESSAGE);
  await consumeRateLimits([
    { key: `two-factor:${userId}`, ...TWO_FACTOR_LIMIT, message: TWO_FACTOR_LIMIT_MESSAGE },
  ]);
  const accepted = /^\d{3}\s?\d{3}$/.test(code)
    ? await acceptCode(db, userId, code, Date.now())
    : await consumeRecoveryCode(db, userId, code);
  if (!accepted) throw required(TWO_FACTOR_INVALID_MESSAGE);
}
