import "server-only";
import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { ACCOUNT_SETTINGS_MESSAGES as M } from "@/lib/validations/partner-account";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { getDb } from "@/server/db/client";
import { emailChangeRequests, partners, users } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { queueAfterCommit } from "@/server/email/queue-after-commit";
import {
  emailChangedNoticeEmail,
  emailChangeVerifyEmail,
} from "@/server/email/templates/email-change";
import { isUniqueViolation } from "@/server/http/database-errors";
import { AppError, notFound } from "@/server/http/errors";
import { consumeRateLimit } from "@/server/http/rate-limit";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { DUPLICATE_EMAIL_MESSAGE } from "@/server/users/register-user";
import { hashResetToken } from "./password-reset";

export const EMAIL_CHANGE_LINK_HOURS = 24;
export const EMAIL_CHANGE_LIMITS = { perUser: 5, perAddress: 20, windowSeconds: 60 * 60 } as const;

const taken = () =>
  new AppError("CONFLICT", DUPLICATE_EMAIL_MESSAGE, { errors: { email: DUPLICATE_EMAIL_MESSAGE } });
const invalidLink = () => new AppError("BAD_REQUEST", M.invalidLink);

async function emailTaken(email: string, userId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ user_id: users.user_id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.user_id, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Verify: sends a single-use link to the new address; nothing about the account changes until
 * it is opened. A new request voids the user's older links. A taken address answers 409 now
 * (and is checked again when the link is opened).
 */
export async function requestEmailChange(input: {
  userId: number;
  newEmail: string;
  actor: AuditActor;
}): Promise<void> {
  await consumeRateLimit({
    key: `email-change:user:${input.userId}`,
    limit: EMAIL_CHANGE_LIMITS.perUser,
    windowSeconds: EMAIL_CHANGE_LIMITS.windowSeconds,
    message: "Too many e-mail change requests. Please try again later.",
  });
  const db = await getDb();
  const [user] = await db
    .select({ email: users.email, first_name: users.first_name })
    .from(users)
    .where(eq(users.user_id, input.userId));
  if (!user) throw notFound("User not found");
  if (user.email === input.newEmail)
    throw new AppError("BAD_REQUEST", M.sameEmail, { errors: { email: M.sameEmail } });
  if (await emailTaken(input.newEmail, input.userId)) throw taken();
  const token = randomBytes(32).toString("base64url");
  const siteUrl = getServerConfig().siteUrl;
  await inTransaction(undefined, async (tx) => {
    await tx
      .update(emailChangeRequests)
      .set({ used_at: new Date() })
      .where(
        and(eq(emailChangeRequests.user_id, input.userId), isNull(emailChangeRequests.used_at)),
      );
    await tx.insert(emailChangeRequests).values({
      user_id: input.userId,
      new_email: input.newEmail,
      token_hash: hashResetToken(token),
      expires_at: new Date(Date.now() + EMAIL_CHANGE_LINK_HOURS * 3_600_000),
    });
    await recordAudit(tx, {
      actor: input.actor,
      entity: { kind: "user", id: input.userId },
      action: "email_change_requested",
      context: { new_email: input.newEmail },
    });
    await queueAfterCommit(tx, {
      to: input.newEmail,
      template: "email-change-verify",
      ...emailChangeVerifyEmail({
        site: await getSiteIdentity(tx),
        firstName: user.first_name,
        newEmail: input.newEmail,
        verifyUrl: `${siteUrl}/verify-email?token=${encodeURIComponent(token)}`,
        validHours: EMAIL_CHANGE_LINK_HOURS,
      }),
    });
  });
}

/** The address a live link was sent to, for Account Settings ("waiting for verification"). */
export async function pendingEmailChange(userId: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ new_email: emailChangeRequests.new_email })
    .from(emailChangeRequests)
    .where(
      and(
        eq(emailChangeRequests.user_id, userId),
        isNull(emailChangeRequests.used_at),
        gt(emailChangeRequests.expires_at, new Date()),
      ),
    )
    .orderBy(desc(emailChangeRequests.created_at))
    .limit(1);
  return row?.new_email ?? null;
}

/**
 * Opening the link: the token is claimed compare-and-set (single use), the account's e-mail
 * changes (and the partner contact e-mail with it when it was the same address), the change is
 * audited and the old address is told. Sessions stay: the person proved both addresses.
 */
export async function confirmEmailChange(input: { token: string; address: string }): Promise<{
  email: string;
}> {
  await consumeRateLimit({
    key: `email-verify:address:${input.address}`,
    limit: EMAIL_CHANGE_LIMITS.perAddress,
    windowSeconds: EMAIL_CHANGE_LIMITS.windowSeconds,
    message: "Too many attempts. Please try again later.",
  });
  const tokenHash = hashResetToken(input.token);
  const siteUrl = getServerConfig().siteUrl;
  return inTransaction(undefined, async (tx) => {
    const [claimed] = await tx
      .update(emailChangeRequests)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(emailChangeRequests.token_hash, tokenHash),
          isNull(emailChangeRequests.used_at),
          gt(emailChangeRequests.expires_at, new Date()),
        ),
      )
      .returning({
        user_id: emailChangeRequests.user_id,
        new_email: emailChangeRequests.new_email,
      });
    if (!claimed) throw invalidLink();
    const [before] = await tx
      .select()
      .from(users)
      .where(eq(users.user_id, claimed.user_id))
      .for("update");
    if (!before) throw invalidLink();
    await tx
      .update(users)
      .set({ email: claimed.new_email, updated_at: new Date() })
      .where(eq(users.user_id, before.user_id));
    await tx
      .update(partners)
      .set({ contact_person_email: claimed.new_email, updated_at: new Date() })
      .where(
        and(eq(partners.user_id, before.user_id), eq(partners.contact_person_email, before.email)),
      );
    const actor: AuditActor = {
      kind: before.role,
      id: before.user_id,
      label: `${before.first_name} ${before.last_name}`.trim() || before.email,
    };
    await recordAudit(tx, {
      actor,
      entity: { kind: "user", id: before.user_id },
      action: "email_changed",
      changes: { email: { old: before.email, new: claimed.new_email } },
      context: { verified_by_link: true },
    });
    await queueAfterCommit(tx, {
      to: before.email,
      template: "email-changed-notice",
      ...emailChangedNoticeEmail({
        site: await getSiteIdentity(tx),
        firstName: before.first_name,
        newEmail: claimed.new_email,
        forgotUrl: `${siteUrl}/forgot-password`,
      }),
    });
    return { email: claimed.new_email };
  }).catch((error: unknown) => {
    // Someone else took the address after the link was sent.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  });
}
