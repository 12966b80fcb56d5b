import "server-only";
import { and, count, eq, isNull } from "drizzle-orm";
import QRCode from "qrcode";
import { getServerConfig } from "@/env";
import {
  TWO_FACTOR_MESSAGES as M,
  type TwoFactorEnrolmentView,
  type TwoFactorStatusView,
} from "@/lib/validations/two-factor";
import { actorFromUser } from "@/server/audit/actor";
import { recordAudit } from "@/server/audit/record-audit";
import { getDb } from "@/server/db/client";
import { userRecoveryCodes, users, userTwoFactor } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import type { Transaction } from "@/server/db/types";
import { twoFactorChangedEmail } from "@/server/email/templates/two-factor-changed";
import { queueAfterCommit } from "@/server/email/queue-after-commit";
import type { EmailMessage } from "@/server/email/send-email";
import { AppError, conflict } from "@/server/http/errors";
import { consumeRateLimit } from "@/server/http/rate-limit";
import { getSiteIdentity } from "@/server/settings/site-identity";
import type { SessionUser } from "../session";
import { verifyPassword } from "../passwords";
import {
  acceptCode,
  confirmEnrolment,
  consumeRecoveryCode,
  disableTwoFactor,
  startEnrolment,
} from "./store";
import { adminEnrolment } from "./requirement";
import { otpauthUri } from "./totp";

/*
 * The signed-in person's own two-factor set-up (Settings' and Account Settings' Security):
 * start, confirm with a current code, turn off with the password and a code. Each change is
 * audited and e-mailed to the account in the same transaction.
 */

const fieldError = (field: string, message: string) =>
  new AppError("BAD_REQUEST", message, { errors: { [field]: message } });

/** Confirming and turning off try codes too: the same bound as sign-in's code step. */
function limitAttempts(userId: number): Promise<void> {
  return consumeRateLimit({
    key: `two-factor-manage:${userId}`,
    limit: 10,
    windowSeconds: 15 * 60,
    message: M.limit,
  });
}

export async function twoFactorStatus(user: SessionUser): Promise<TwoFactorStatusView> {
  const db = await getDb();
  const [row] = await db
    .select({ enabled_at: userTwoFactor.enabled_at })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.user_id, user.user_id));
  const [left] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.user_id, user.user_id), isNull(userRecoveryCodes.used_at)));
  const enabledAt = row?.enabled_at ?? null;
  return {
    enabled: enabledAt !== null,
    enabled_at: enabledAt?.toISOString() ?? null,
    recovery_codes_left: enabledAt ? (left?.n ?? 0) : 0,
    // The guards' own read (requirement.ts), so the page never contradicts where they sent it.
    required_for_admins: (await adminEnrolment(user)).required,
  };
}

/** A fresh secret, its otpauth URI and QR code. Refused (409) while 2FA is on. */
export async function beginTwoFactor(user: SessionUser): Promise<TwoFactorEnrolmentView> {
  const site = await getSiteIdentity();
  const secret = await inTransaction(undefined, async (tx) => {
    const started = await startEnrolment(tx, user.user_id);
    if (started) {
      await recordAudit(tx, {
        actor: actorFromUser(user),
        entity: { kind: "user", id: user.user_id },
        action: "two_factor_setup_started",
      });
    }
    return started;
  });
  if (!secret) throw conflict(M.alreadyOn);
  const uri = otpauthUri(secret, user.email, site.name);
  const svg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return {
    setup_key: secret,
    otpauth_uri: uri,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

async function auditAndEmail(tx: Transaction, user: SessionUser, enabled: boolean) {
  await recordAudit(tx, {
    actor: actorFromUser(user),
    entity: { kind: "user", id: user.user_id },
    action: enabled ? "two_factor_enabled" : "two_factor_disabled",
    changes: { two_factor: { old: !enabled, new: enabled } },
  });
  const message: EmailMessage = {
    to: user.email,
    template: enabled ? "two-factor-enabled" : "two-factor-disabled",
    ...twoFactorChangedEmail({
      site: await getSiteIdentity(tx),
      firstName: user.first_name,
      siteUrl: getServerConfig().siteUrl,
      enabled,
    }),
  };
  await queueAfterCommit(tx, message);
}

/** Turns 2FA on with a current code; answers the ten recovery codes (shown once). */
export async function enableTwoFactor(
  user: SessionUser,
  code: string,
  nowMs = Date.now(),
): Promise<string[]> {
  await limitAttempts(user.user_id);
  const db = await getDb();
  const [row] = await db
    .select({ enabled_at: userTwoFactor.enabled_at })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.user_id, user.user_id));
  if (!row) throw conflict(M.notStarted);
  if (row.enabled_at) throw conflict(M.alreadyOn);
  const codes = await inTransaction(db, async (tx) => {
    const accepted = await confirmEnrolment(tx, user.user_id, code, nowMs);
    if (accepted) await auditAndEmail(tx, user, true);
    return accepted;
  });
  if (!codes) throw fieldError("code", M.codeWrong);
  return codes;
}

/** Turns 2FA off after the password and a current code or an unused recovery code. */
export async function turnOffTwoFactor(
  user: SessionUser,
  input: { password: string; code: string },
  nowMs = Date.now(),
): Promise<void> {
  await limitAttempts(user.user_id);
  const db = await getDb();
  const [row] = await db
    .select({ password_hash: users.password_hash, enabled_at: userTwoFactor.enabled_at })
    .from(users)
    .leftJoin(userTwoFactor, eq(userTwoFactor.user_id, users.user_id))
    .where(eq(users.user_id, user.user_id));
  if (!row?.enabled_at) throw conflict(M.notOn);
  if (!(await verifyPassword(row.password_hash, input.password)))
    throw fieldError("password", M.passwordWrong);
  const done = await inTransaction(db, async (tx) => {
    const accepted = /^\d{3}\s?\d{3}$/.test(input.code)
      ? await acceptCode(tx, user.user_id, input.code, nowMs)
      : await consumeRecoveryCode(tx, user.user_id, input.code);
    if (!accepted) return false;
    await disableTwoFactor(tx, user.user_id);
    await auditAndEmail(tx, user, false);
    return true;
  });
  if (!done) throw fieldError("code", M.codeWrong);
}
