import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { getServerConfig } from "@/env";
import type { Transaction } from "@/server/db/client";
import { passwordResetTokens } from "@/server/db/schema";
import { hashResetToken } from "./password-reset";

/**
 * A single-use link to set an account's password, issued inside the caller's transaction (an
 * approved driver's, an invited partner's or a phone customer's new account). It is a
 * password-reset token with a longer life, opened on /set-password, which says "Set your
 * password" (the account has no password yet) and uses the reset endpoints; older unused
 * tokens are voided.
 */
export async function issueSetPasswordLink(
  tx: Transaction,
  userId: number,
  validForMs: number,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx
    .update(passwordResetTokens)
    .set({ used_at: new Date() })
    .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)));
  await tx.insert(passwordResetTokens).values({
    user_id: userId,
    token_hash: hashResetToken(token),
    expires_at: new Date(Date.now() + validForMs),
  });
  return setPasswordUrl(token);
}

/** The page an invitation's token opens (a reset token works there too, and vice versa). */
export function setPasswordUrl(token: string): string {
  return `${getServerConfig().siteUrl}/set-password?token=${encodeURIComponent(token)}`;
}
