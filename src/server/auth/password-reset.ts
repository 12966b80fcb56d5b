import "server-only";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { getDb, type Executor } from "@/server/db/client";
import { passwordResetTokens, users } from "@/server/db/schema";
import { passwordChangedEmail } from "@/server/email/templates/password-changed";
import { passwordResetEmail } from "@/server/email/templates/password-reset";
import { deliverQueuedEmail, queueEmail, type EmailMessage } from "@/server/email/send-email";
import type { Role } from "@/lib/roles";
import { AppError } from "@/server/http/errors";
import { consumeRateLimit, consumeRateLimits } from "@/server/http/rate-limit";
import { afterResponse } from "./after-response";
import { hashPassword } from "./passwords";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const FORGOT_LIMITS = { perAddress: 10, perEmail: 3, windowSeconds: 60 * 60 } as const;
/** Validating and using reset tokens share one per-address budget: a person needs a handful. */
export const RESET_TOKEN_LIMITS = { perAddress: 20, windowSeconds: 15 * 60 } as const;
/**
 * The least time a forgot-password answer takes. Both paths do the same look-up and the link is
 * issued after the response, but a padded answer also hides the look-up's jitter and any inline
 * run of the deferred work (no request scope), so the timing says nothing about the account.
 */
export const FORGOT_PASSWORD_MIN_MS = 250;
export const FORGOT_PASSWORD_MESSAGE =
  "If an account with that email exists, you will receive a password reset link shortly.";
export const PASSWORD_RESET_DONE =
  "Your password has been successfully reset. You can now log in with your new password.";
export const PASSWORD_SET_DONE = "Your password has been set.";
export const INVALID_TOKEN_MESSAGE = "Invalid or expired reset token";
export const RESET_TOKEN_LIMIT_MESSAGE =
  "Too many password reset attempts. Please try again later.";

export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const invalidToken = () => new AppError("BAD_REQUEST", INVALID_TOKEN_MESSAGE);

function consumeResetTokenLimit(address: string): Promise<void> {
  return consumeRateLimit({
    key: `reset-token:address:${address}`,
    limit: RESET_TOKEN_LIMITS.perAddress,
    windowSeconds: RESET_TOKEN_LIMITS.windowSeconds,
    message: RESET_TOKEN_LIMIT_MESSAGE,
  });
}

function liveToken(tokenHash: string) {
  return and(
    eq(passwordResetTokens.token_hash, tokenHash),
    isNull(passwordResetTokens.used_at),
    gt(passwordResetTokens.expires_at, new Date()),
  );
}

/**
 * Issues a reset link when the account exists and does nothing visible otherwise; the caller
 * answers the same either way. The link is stored and mailed after the response, so a known
 * account does not answer later than an unknown one. A new token voids the user's older ones.
 */
export async function requestPasswordReset(input: {
  email: string;
  address: string;
}): Promise<void> {
  const started = performance.now();
  await lookUpAndIssue(input);
  const left = FORGOT_PASSWORD_MIN_MS - (performance.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

async function lookUpAndIssue(input: { email: string; address: string }): Promise<void> {
  const tooMany = "Too many password reset requests. Please try again later.";
  await consumeRateLimits([
    {
      key: `forgot:address:${input.address}`,
      limit: FORGOT_LIMITS.perAddress,
      windowSeconds: FORGOT_LIMITS.windowSeconds,
      message: tooMany,
    },
    {
      key: `forgot:email:${input.email}`,
      limit: FORGOT_LIMITS.perEmail,
      windowSeconds: FORGOT_LIMITS.windowSeconds,
      message: tooMany,
    },
  ]);
  const db = await getDb();
  const [user] = await db
    .select({ user_id: users.user_id, first_name: users.first_name, email: users.email })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  if (!user) return;
  await afterResponse("password reset e-mail", () => issueResetLink(user));
}

async function issueResetLink(user: {
  user_id: number;
  first_name: string;
  email: string;
}): Promise<void> {
  const db = await getDb();
  const token = randomBytes(32).toString("base64url");
  const resetUrl = `${getServerConfig().siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const message: EmailMessage = {
    to: user.email,
    template: "password-reset",
    ...passwordResetEmail({ site: await getSiteIdentity(), firstName: user.first_name, resetUrl }),
  };
  const emailId = await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ used_at: new Date() })
      .where(
        and(eq(passwordResetTokens.user_id, user.user_id), isNull(passwordResetTokens.used_at)),
      );
    await tx.insert(passwordResetTokens).values({
      user_id: user.user_id,
      token_hash: hashResetToken(token),
      expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    return queueEmail(message, tx);
  });
  if (emailId !== null) await deliverQueuedEmail(emailId, message);
}

/** What a live token's page shows: the account's e-mail, and whether it has a password yet. */
export interface ResetTokenAccount {
  email: string;
  /** True for an invited account that has never set a password: the page says "Set". */
  first_password: boolean;
}

async function findLiveToken(
  executor: Executor,
  tokenHash: string,
): Promise<ResetTokenAccount | undefined> {
  const [row] = await executor
    .select({ email: users.email, password_set_at: users.password_set_at })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.user_id, passwordResetTokens.user_id))
    .where(liveToken(tokenHash))
    .limit(1);
  return row && { email: row.email, first_password: row.password_set_at === null };
}

/** The account e-mail for a live token, for the reset (or set-password) screen. */
export async function validateResetToken(input: {
  token: string;
  address: string;
}): Promise<ResetTokenAccount> {
  await consumeResetTokenLimit(input.address);
  const row = await findLiveToken(await getDb(), hashResetToken(input.token));
  if (!row) throw invalidToken();
  return row;
}

/** Who just set a password, so the page can sign them in and open their own area. */
export interface PasswordSetResult extends ResetTokenAccount {
  role: Role;
}

/**
 * Sets a new password with a token. A cheap look-up turns away dead tokens before the Argon2
 * hash is paid for; claiming the token is then a compare-and-set, so two requests with the same
 * token cannot both succeed. The session version bump signs out every device. An invited
 * account's first password is not a change: it gets no "password changed" alert.
 */
export async function resetPasswordWithToken(input: {
  token: string;
  newPassword: string;
  address: string;
}): Promise<PasswordSetResult> {
  await consumeResetTokenLimit(input.address);
  const tokenHash = hashResetToken(input.token);
  const db = await getDb();
  if (!(await findLiveToken(db, tokenHash))) throw invalidToken();
  const passwordHash = await hashPassword(input.newPassword);
  const siteUrl = getServerConfig().siteUrl;
  const result = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ used_at: new Date() })
      .where(liveToken(tokenHash))
      .returning({ user_id: passwordResetTokens.user_id });
    if (!claimed) return null;
    const [before] = await tx
      .select({ password_set_at: users.password_set_at })
      .from(users)
      .where(eq(users.user_id, claimed.user_id))
      .for("update");
    if (!before) return null;
    const [user] = await tx
      .update(users)
      .set({
        password_hash: passwordHash,
        password_set_at: new Date(),
        session_version: sql`${users.session_version} + 1`,
        updated_at: new Date(),
      })
      .where(eq(users.user_id, claimed.user_id))
      .returning({ email: users.email, first_name: users.first_name, role: users.role });
    if (!user) return null;
    const account = { email: user.email, role: user.role, first_password: !before.password_set_at };
    await tx
      .update(passwordResetTokens)
      .set({ used_at: new Date() })
      .where(
        and(eq(passwordResetTokens.user_id, claimed.user_id), isNull(passwordResetTokens.used_at)),
      );
    if (account.first_password) return { account, message: null, emailId: null };
    const message: EmailMessage = {
      to: user.email,
      template: "password-changed",
      ...passwordChangedEmail({
        site: await getSiteIdentity(tx),
        firstName: user.first_name,
        siteUrl,
      }),
    };
    return { account, message, emailId: await queueEmail(message, tx) };
  });
  if (!result) throw invalidToken();
  if (result.message && result.emailId !== null)
    await deliverQueuedEmail(result.emailId, result.message);
  return result.account;
}
