import "server-only";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { getDb } from "@/server/db/client";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { sessions, users } from "@/server/db/schema";
import { passwordChangedEmail } from "@/server/email/templates/password-changed";
import { deliverQueuedEmail, queueEmail, type EmailMessage } from "@/server/email/send-email";
import { AppError, notFound } from "@/server/http/errors";
import { consumeRateLimit } from "@/server/http/rate-limit";
import { hashPassword, verifyPassword } from "./passwords";

export const CURRENT_PASSWORD_WRONG = "Current password is incorrect";

/**
 * Changes the signed-in user's password after checking the current one. Every session,
 * the caller's included, ends: the spec tells the user to log in again. With `keepSessionId`
 * (the console's Update Password) that session stays and every other one ends; with `actor`
 * the change is audited (that it happened, never the password).
 */
export async function changePassword(input: {
  userId: number;
  currentPassword: string;
  newPassword: string;
  keepSessionId?: string;
  actor?: AuditActor;
}): Promise<void> {
  await consumeRateLimit({
    key: `change-password:user:${input.userId}`,
    limit: 10,
    windowSeconds: 15 * 60,
    message: "Too many attempts. Please try again later.",
  });
  const db = await getDb();
  const [user] = await db
    .select({
      password_hash: users.password_hash,
      session_version: users.session_version,
      email: users.email,
      first_name: users.first_name,
    })
    .from(users)
    .where(eq(users.user_id, input.userId))
    .limit(1);
  if (!user) throw notFound("User not found");
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new AppError("BAD_REQUEST", CURRENT_PASSWORD_WRONG, {
      errors: { currentPassword: CURRENT_PASSWORD_WRONG },
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const message: EmailMessage = {
    to: user.email,
    template: "password-changed",
    ...passwordChangedEmail({
      site: await getSiteIdentity(),
      firstName: user.first_name,
      siteUrl: getServerConfig().siteUrl,
      keptThisDevice: input.keepSessionId !== undefined,
    }),
  };
  const emailId = await db.transaction(async (tx) => {
    const keep = input.keepSessionId;
    await tx
      .update(users)
      .set({
        password_hash: passwordHash,
        // Every token is checked against its session row, so ending the other rows ends them.
        ...(keep ? {} : { session_version: sql`${users.session_version} + 1` }),
        updated_at: new Date(),
      })
      .where(eq(users.user_id, input.userId));
    if (keep) {
      await tx
        .update(sessions)
        .set({ revoked_at: new Date() })
        .where(
          and(
            eq(sessions.user_id, input.userId),
            ne(sessions.session_id, keep),
            isNull(sessions.revoked_at),
          ),
        );
    }
    if (input.actor) {
      await recordAudit(tx, {
        actor: input.actor,
        entity: { kind: "user", id: input.userId },
        action: "password_changed",
        context: { other_sessions_ended: true },
      });
    }
    return queueEmail(message, tx);
  });
  if (emailId !== null) await deliverQueuedEmail(emailId, message);
}
