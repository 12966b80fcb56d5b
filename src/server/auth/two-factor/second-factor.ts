import "server-only";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/http/errors";
import { consumeRateLimits } from "@/server/http/rate-limit";
import { acceptCode, consumeRecoveryCode, isTwoFactorEnabled } from "./store";

export const TWO_FACTOR_REQUIRED_MESSAGE =
  "Enter the 6-digit code from your authenticator app, or a recovery code.";
export const TWO_FACTOR_INVALID_MESSAGE = "That code is not valid. Please try again.";
export const TWO_FACTOR_LIMIT_MESSAGE = "Too many code attempts. Please try again later.";
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
