import "server-only";
import { operationsNotificationsOn } from "@/server/settings/notifications";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { getServerConfig } from "@/env";
import type { PartnerRegistration } from "@/lib/validations/partner-registration";
import { recordAudit } from "@/server/audit/record-audit";
import { hashPassword } from "@/server/auth/passwords";
import { inTransaction } from "@/server/db/transaction";
import { queueAfterCommit } from "@/server/email/queue-after-commit";
import {
  partnerRegisteredEmail,
  partnerRegistrationNotificationEmail,
} from "@/server/email/templates/partner";
import { isUniqueViolation } from "@/server/http/database-errors";
import { conflict } from "@/server/http/errors";
import { consumeRateLimit } from "@/server/http/rate-limit";
import { findUserByEmail } from "@/server/users/queries";
import { partnerCreatedEvent } from "./partner-events";
import { insertPartnerAccount } from "./insert-partner-account";

export const PARTNER_EMAIL_TAKEN_MESSAGE =
  "An account with this email already exists. Sign in, or register with another email.";
export const PARTNER_REGISTER_LIMITS = { perAddress: 10, windowSeconds: 60 * 60 } as const;

/** Counted before the body is read: the limit guards the endpoint, not only successes. */
export function consumePartnerRegistrationLimit(address: string): Promise<void> {
  return consumeRateLimit({
    key: `partner-register:address:${address}`,
    limit: PARTNER_REGISTER_LIMITS.perAddress,
    windowSeconds: PARTNER_REGISTER_LIMITS.windowSeconds,
    message: "Too many registration attempts. Please try again later.",
  });
}

/**
 * POST /api/partners/register: a partner account (role partner) and its partner record (status
 * Pending, a free slug from the company name) in one transaction, with the audit row, the
 * confirmation to the partner and the notice to the operations mailbox.
 */
export async function registerPartner(
  data: PartnerRegistration,
  attempt = 0,
): Promise<{ partner_id: number; user_id: number; slug: string; status: "Pending" }> {
  if (await findUserByEmail(data.email)) throw conflict(PARTNER_EMAIL_TAKEN_MESSAGE);
  const passwordHash = await hashPassword(data.password);
  const config = getServerConfig();
  try {
    return await inTransaction(undefined, async (tx) => {
      const created = await insertPartnerAccount(tx, {
        fields: data,
        signInEmail: data.email,
        passwordHash,
        passwordChosen: true,
        status: "Pending",
      });
      if (!created) throw conflict(PARTNER_EMAIL_TAKEN_MESSAGE);
      const { user_id: userId, partner: row } = created;
      await recordAudit(
        tx,
        partnerCreatedEvent(
          row,
          { kind: "partner", id: userId, label: data.email },
          "registration",
        ),
      );
      await queueAfterCommit(tx, {
        to: data.email,
        template: "partner-registered",
        ...partnerRegisteredEmail({
          site: await getSiteIdentity(tx),
          contactName: data.contactPersonName,
          companyName: data.companyName,
          signInUrl: `${config.siteUrl}/login`,
        }),
      });
      // Settings' Email Notifications decides whether operations hears of it.
      if (await operationsNotificationsOn(tx))
        await queueAfterCommit(tx, {
          to: config.operationsEmail,
          template: "partner-registration-notification",
          ...partnerRegistrationNotificationEmail({
            site: await getSiteIdentity(tx),
            partnerId: row.partner_id,
            companyName: data.companyName,
            contactName: data.contactPersonName,
            email: data.email,
            phone: data.contactPersonPhone,
            siteUrl: config.siteUrl,
          }),
        });
      return {
        partner_id: row.partner_id,
        user_id: userId,
        slug: row.slug,
        status: "Pending" as const,
      };
    });
  } catch (error) {
    // Another registration took the same slug between our read and insert: pick again.
    if (isUniqueViolation(error) && attempt < 3) return registerPartner(data, attempt + 1);
    throw error;
  }
}
