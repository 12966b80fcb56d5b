import "server-only";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { inTransaction } from "@/server/db/transaction";
import type { Executor } from "@/server/db/types";
import { userRecoveryCodes, userTwoFactor } from "@/server/db/schema";
import { decryptSecret, encryptSecret } from "./secret-box";
import { generateRecoveryCodes, hashRecoveryCode, normalizeRecoveryCode } from "./recovery-codes";
import { generateSecret, matchStep } from "./totp";

/** Whether sign-in must ask this account for a second factor. */
export async function isTwoFactorEnabled(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled_at: userTwoFactor.enabled_at })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.user_id, userId));
  return Boolean(row?.enabled_at);
}

/**
 * Starts (or restarts) enrolment with a fresh secret; null when 2FA is already on (turning it
 * off first needs the password and a code, so a stolen session cannot swap the secret).
 */
export async function startEnrolment(db: Executor, userId: number): Promise<string | null> {
  const secret = generateSecret();
  const sealed = encryptSecret(secret);
  const rows = await db
    .insert(userTwoFactor)
    .values({ user_id: userId, secret_encrypted: sealed })
    .onConflictDoUpdate({
      target: userTwoFactor.user_id,
      set: { secret_encrypted: sealed, last_used_step: null },
      setWhere: isNull(userTwoFactor.enabled_at),
    })
    .returning({ user_id: userTwoFactor.user_id });
  return rows.length > 0 ? secret : null;
}

/**
 * Accepts a TOTP code at most once: the matched step must be newer than the stored one, and the
 * UPDATE re-checks that condition, so of two concurrent sign-ins with one code only one wins.
 * `pending` true checks an enrolment not yet confirmed.
 */
export async function acceptCode(
  db: Executor,
  userId: number,
  code: string,
  nowMs: number,
  pending = false,
): Promise<boolean> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.user_id, userId));
  if (!row || Boolean(row.enabled_at) === pending) return false;
  const step = matchStep(decryptSecret(row.secret_encrypted), code, nowMs, row.last_used_step);
  if (step === null) return false;
  const claimed = await db
    .update(userTwoFactor)
    .set({ last_used_step: step })
    .where(
      and(
        eq(userTwoFactor.user_id, userId),
        or(isNull(userTwoFactor.last_used_step), lt(userTwoFactor.last_used_step, step)),
      ),
    )
    .returning({ user_id: userTwoFactor.user_id });
  return claimed.length === 1;
}

/** Turns 2FA on after a current code; answers the ten recovery codes (shown once) or null. */
export async function confirmEnrolment(
  db: Executor,
  userId: number,
  code: string,
  nowMs: number,
): Promise<string[] | null> {
  return inTransaction(db, async (tx) => {
    if (!(await acceptCode(tx, userId, code, nowMs, true))) return null;
    await tx
      .update(userTwoFactor)
      .set({ enabled_at: new Date(nowMs) })
      .where(eq(userTwoFactor.user_id, userId));
    return replaceRecoveryCodes(tx, userId);
  });
}

export async function replaceRecoveryCodes(db: Executor, userId: number): Promise<string[]> {
  const codes = generateRecoveryCodes();
  await inTransaction(db, async (tx) => {
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.user_id, userId));
    await tx
      .insert(userRecoveryCodes)
      .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code) })));
  });
  return codes;
}

/** Uses a recovery code once: the UPDATE only matches an unused one, so a replay finds none. */
export async function consumeRecoveryCode(
  db: Executor,
  userId: number,
  input: string,
): Promise<boolean> {
  const code = normalizeRecoveryCode(input);
  if (!code) return false;
  const used = await db
    .update(userRecoveryCodes)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(userRecoveryCodes.user_id, userId),
        eq(userRecoveryCodes.code_hash, hashRecoveryCode(code)),
        isNull(userRecoveryCodes.used_at),
      ),
    )
    .returning({ id: userRecoveryCodes.recovery_code_id });
  return used.length === 1;
}

/** Removes the enrolment and its recovery codes; callers check the password and a code first. */
export async function disableTwoFactor(db: Executor, userId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.user_id, userId));
    await tx.delete(userTwoFactor).where(eq(userTwoFactor.user_id, userId));
  });
}
