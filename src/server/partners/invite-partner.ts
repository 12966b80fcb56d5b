import "server-only";
import { getServerConfig } from "@/env";
import type { PartnerInvite } from "@/lib/validations/partner-account";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { issueSetPasswordLink } from "@/server/auth/set-password-link";
import type { PartnerRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { unusablePasswordHash } from "@/server/drivers/approve-driver";
import { partnerInvitationEmail } from "@/server/email/templates/partner-invitation";
import { isUniqueViolation } from "@/server/http/database-errors";
import { AppError } from "@/server/http/errors";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { findUserByEmail } from "@/server/users/queries";
import { partnerCreatedEvent } from "./partner-events";
import { queueAfterCommit } from "@/server/email/queue-after-commit";
import { PARTNER_EMAIL_TAKEN_MESSAGE } from "./register-partner";
import { insertPartnerAccount } from "./insert-partner-account";

/** How long the invitation's set-password link works (then "Forgot password" still does). */
export const INVITATION_LINK_HOURS = 72;

const emailTaken = () =>
  new AppError("CONFLICT", PARTNER_EMAIL_TAKEN_MESSAGE, {
    errors: { contactPersonEmail: PARTNER_EMAIL_TAKEN_MESSAGE },
  });

/**
 * Add Partner: the administrator creates the partner's account (signed in with the contact
 * e-mail, with a password nobody knows) and its record, Active since the operator vetted it
 * themselves, then e-mails a single-use link to choose a password. One transaction with the
 * audit row and the invitation; a taken e-mail answers 409 on the contact e-mail field.
 */
export async function invitePartner(
  input: { data: PartnerInvite; actor: AuditActor },
  attempt = 0,
): Promise<PartnerRow> {
  const { data } = input;
  if (await findUserByEmail(data.contactPersonEmail)) throw emailTaken();
  const passwordHash = await unusablePasswordHash();
  const config = getServerConfig();
  try {
    return await inTransaction(undefined, async (tx) => {
      const created = await insertPartnerAccount(tx, {
        fields: data,
        signInEmail: data.contactPersonEmail,
        passwordHash,
        passwordChosen: false,
        status: "Active",
      });
      if (!created) throw emailTaken();
      const { user_id: userId, partner: row } = created;
      await recordAudit(tx, partnerCreatedEvent(row, input.actor, "console"));
      const setPasswordUrl = await issueSetPasswordLink(
        tx,
        userId,
        INVITATION_LINK_HOURS * 3_600_000,
      );
      await queueAfterCommit(tx, {
        to: data.contactPersonEmail,
        template: "partner-invitation",
        ...partnerInvitationEmail({
          site: await getSiteIdentity(tx),
          contactName: data.contactPersonName,
          companyName: data.companyName,
          setPasswordUrl,
          validHours: INVITATION_LINK_HOURS,
          signInUrl: `${config.siteUrl}/login`,
        }),
      });
      return row;
    });
  } catch (error) {
    // Another partner took the same slug between our read and insert: pick again.
    if (isUniqueViolation(error) && attempt < 3) return invitePartner(input, attempt + 1);
    throw error;
  }
}
