import "server-only";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PhoneBookingInput } from "@/lib/validations/phone-booking";
import type { AuditActor } from "@/server/audit/record-audit";
import { recordAudit } from "@/server/audit/record-audit";
import { hashResetToken } from "@/server/auth/password-reset";
import { setPasswordUrl } from "@/server/auth/set-password-link";
import { hashPassword } from "@/server/auth/passwords";
import type { Transaction } from "@/server/db/client";
import { passwordResetTokens, users, type UserRow } from "@/server/db/schema";
import { queueEmail, type EmailMessage } from "@/server/email/send-email";
import { setPasswordEmail } from "@/server/email/templates/phone-booking";
import { AppError, notFound } from "@/server/http/errors";

const SET_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface PhoneCustomer {
  user: UserRow;
  created: boolean;
  /** The set-password e-mail queued in the transaction; delivered after the commit. */
  queued: { emailId: number; message: EmailMessage } | null;
}

/**
 * The customer a phone booking belongs to: an existing customer by id, the customer who already
 * has the given e-mail, or a new account. A new account has no usable password (a random one
 * nobody knows) and gets a 7-day link to choose one, through the password reset screen.
 */
export async function findOrCreatePhoneCustomer(
  tx: Transaction,
  customer: PhoneBookingInput["customer"],
  actor: AuditActor,
): Promise<PhoneCustomer> {
  if ("user_id" in customer) {
    const [user] = await tx.select().from(users).where(eq(users.user_id, customer.user_id));
    if (!user || user.role !== "customer") throw notFound("Customer not found");
    return { user, created: false, queued: null };
  }
  const [existing] = await tx.select().from(users).where(eq(users.email, customer.email));
  if (existing) {
    if (existing.role !== "customer")
      throw new AppError("CONFLICT", "This e-mail belongs to a staff or partner account", {
        errors: { "customer.email": "This e-mail belongs to a staff or partner account" },
      });
    return { user: existing, created: false, queued: null };
  }
  const [user] = await tx
    .insert(users)
    .values({
      first_name: customer.first_name,
      last_name: customer.last_name,
      email: customer.email,
      phone_number: customer.phone_number,
      role: "customer",
      password_hash: await hashPassword(randomBytes(32).toString("base64url")),
      password_set_at: null,
    })
    .returning();
  if (!user) throw new Error("Customer insert returned no row");
  const token = randomBytes(32).toString("base64url");
  await tx.insert(passwordResetTokens).values({
    user_id: user.user_id,
    token_hash: hashResetToken(token),
    expires_at: new Date(Date.now() + SET_PASSWORD_TTL_MS),
  });
  const setUrl = setPasswordUrl(token);
  const message: EmailMessage = {
    to: user.email,
    template: "set-password",
    ...setPasswordEmail({ site: await getSiteIdentity(tx), firstName: user.first_name, setUrl }),
  };
  const emailId = await queueEmail(message, tx);
  await recordAudit(tx, {
    actor,
    entity: { kind: "user", id: user.user_id },
    action: "created",
    changes: { email: { old: null, new: user.email }, role: { old: null, new: "customer" } },
    context: { channel: "phone", set_password_email: emailId },
  });
  return { user, created: true, queued: emailId === null ? null : { emailId, message } };
}
