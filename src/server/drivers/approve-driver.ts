import "server-only";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { hashPassword } from "@/server/auth/passwords";
import { issueSetPasswordLink } from "@/server/auth/set-password-link";
import type { Transaction } from "@/server/db/client";
import { drivers, users, type DriverRow } from "@/server/db/schema";
import { driverApprovedEmail } from "@/server/email/templates/driver-application";
import { queueAfterCommit } from "@/server/email/queue-after-commit";
import type { EmailMessage } from "@/server/email/send-email";
import { conflict } from "@/server/http/errors";
import { vehicleFromApprovedDriver } from "@/server/vehicles/vehicle-from-driver";
import { driverApprovedEvent } from "./driver-events";

/** How long an approved driver's set-password link works (then "Forgot password" still does). */
export const SET_PASSWORD_LINK_HOURS = 72;
export const ACCOUNT_ROLE_CONFLICT_MESSAGE =
  "This e-mail belongs to an administrator or partner account. Change the driver's e-mail before approving them.";

export const ACCOUNT_TAKEN_MESSAGE =
  "The account with this e-mail already belongs to another driver. Change the driver's e-mail before approving them.";

/**
 * The password hash a new driver account starts with: a random password nobody knows, hashed
 * before the transaction opens (Argon2 is slow), so the account cannot be signed in to until
 * the driver sets a password with the e-mailed link.
 */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString("base64url"));
}

/**
 * The first approval of a driver (set Available for the first time): a driver account is
 * created, or the customer account with the same e-mail is turned into the driver's (its
 * password kept), and the driver is e-mailed a set-password link (new account) or told to sign
 * in (existing account). Runs in the caller's transaction; the e-mail goes after the commit.
 */
export async function approveDriverAccount(
  tx: Transaction,
  input: { driver: DriverRow; actor: AuditActor; passwordHash: string },
): Promise<{ user_id: number; created: boolean }> {
  const { driver } = input;
  const [existing] = await tx
    .select({ user_id: users.user_id, role: users.role })
    .from(users)
    .where(eq(users.email, driver.email))
    .for("update")
    .limit(1);
  if (existing && existing.role !== "customer" && existing.role !== "driver")
    throw conflict(ACCOUNT_ROLE_CONFLICT_MESSAGE);
  if (existing?.role === "driver") {
    const [other] = await tx
      .select({ driver_id: drivers.driver_id })
      .from(drivers)
      .where(and(eq(drivers.user_id, existing.user_id), ne(drivers.driver_id, driver.driver_id)))
      .limit(1);
    if (other) throw conflict(ACCOUNT_TAKEN_MESSAGE);
  }
  let userId: number;
  if (existing) {
    // The role change ends the account's sessions (a database trigger bumps its version).
    await tx
      .update(users)
      .set({ role: "driver", updated_at: new Date() })
      .where(eq(users.user_id, existing.user_id));
    userId = existing.user_id;
  } else {
    const [created] = await tx
      .insert(users)
      .values({
        first_name: driver.first_name,
        last_name: driver.last_name,
        email: driver.email,
        phone_number: driver.phone_number,
        address: driver.address ?? "",
        role: "driver",
        password_hash: input.passwordHash,
        password_set_at: null,
      })
      .returning({ user_id: users.user_id });
    userId = created!.user_id;
  }
  await tx
    .update(drivers)
    .set({ user_id: userId, approved_at: sql`coalesce(${drivers.approved_at}, now())` })
    .where(eq(drivers.driver_id, driver.driver_id));
  const account = { user_id: userId, created: !existing };
  await recordAudit(tx, driverApprovedEvent(driver.driver_id, input.actor, account));
  await vehicleFromApprovedDriver(tx, { driver, actor: input.actor });
  const siteUrl = getServerConfig().siteUrl;
  const setPasswordUrl = account.created
    ? await issueSetPasswordLink(tx, userId, SET_PASSWORD_LINK_HOURS * 60 * 60 * 1000)
    : null;
  const message: EmailMessage = {
    to: driver.email,
    template: "driver-approved",
    ...driverApprovedEmail({
      site: await getSiteIdentity(tx),
      firstName: driver.first_name,
      setPasswordUrl,
      signInUrl: `${siteUrl}/login`,
      validHours: SET_PASSWORD_LINK_HOURS,
    }),
  };
  await queueAfterCommit(tx, message);
  return account;
}
