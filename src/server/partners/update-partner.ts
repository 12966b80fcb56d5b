import "server-only";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { and, eq, ne } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { guestPageUrl } from "@/lib/partners/partner-host";
import { partnerStateMachine } from "@/lib/partners/partner-status";
import type { PartnerAdminUpdate } from "@/lib/validations/partner-admin";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { partners, users, type AuditChanges, type PartnerRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { partnerApprovedEmail } from "@/server/email/templates/partner";
import { isUniqueViolation } from "@/server/http/database-errors";
import { conflict } from "@/server/http/errors";
import { partnerUpdatedEvent } from "./partner-events";
import { lockPartnerRow, PARTNER_NOT_FOUND } from "./queries";
import { queueAfterCommit } from "@/server/email/queue-after-commit";

export const SLUG_TAKEN_MESSAGE = "This page address is already used by another partner.";

const FIELDS = [
  "status",
  "slug",
  "rate_airport_bps",
  "rate_hourly_bps",
  "rate_events_bps",
  "rate_business_bps",
] as const;

/**
 * The administrator's changes: Approve (Pending to Active, e-mailing the partner),
 * Deactivate (the guest page stops; bookings already made stand), Reactivate, the commission
 * rates (they apply to commissions written from now on) and the slug (unique: 409). A status
 * change goes through the partner state machine (a refused one: 409, nothing changed). The row
 * is locked, changed and audited in one transaction.
 */
export async function updatePartner(input: {
  partnerId: number;
  update: PartnerAdminUpdate;
  actor: AuditActor;
}): Promise<PartnerRow> {
  const config = getServerConfig();
  return inTransaction(undefined, async (tx) => {
    const current = await lockPartnerRow(tx, input.partnerId, PARTNER_NOT_FOUND);
    if (input.update.slug && input.update.slug !== current.slug) {
      const [clash] = await tx
        .select({ id: partners.partner_id })
        .from(partners)
        .where(
          and(eq(partners.slug, input.update.slug), ne(partners.partner_id, current.partner_id)),
        )
        .limit(1);
      if (clash) throw conflict(SLUG_TAKEN_MESSAGE);
    }
    const to = input.update.status;
    if (to !== undefined && to !== current.status) {
      const verdict = partnerStateMachine.check({
        from: current.status,
        to,
        actor: input.actor.kind,
      });
      if (!verdict.allowed) throw conflict(verdict.reason);
    }
    const changes: AuditChanges = {};
    for (const field of FIELDS) {
      const value = input.update[field];
      if (value !== undefined && value !== current[field])
        changes[field] = { old: current[field], new: value };
    }
    if (Object.keys(changes).length === 0) return current;
    const approving = current.status === "Pending" && input.update.status === "Active";
    const [updated] = await tx
      .update(partners)
      .set({
        ...Object.fromEntries(Object.entries(changes).map(([key, change]) => [key, change.new])),
        ...(approving && !current.approved_at ? { approved_at: new Date() } : {}),
        updated_at: new Date(),
      })
      .where(eq(partners.partner_id, current.partner_id))
      .returning();
    const row = updated!;
    const action = changes.status ? (approving ? "approved" : "status_changed") : "updated";
    await recordAudit(tx, partnerUpdatedEvent(row.partner_id, input.actor, action, changes));
    if (approving) {
      // The account's e-mail: the address the partner signs in with.
      const [account] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.user_id, row.user_id));
      await queueAfterCommit(tx, {
        to: account?.email ?? row.contact_person_email,
        template: "partner-approved",
        ...partnerApprovedEmail({
          site: await getSiteIdentity(tx),
          contactName: row.contact_person_name,
          companyName: row.company_name,
          guestPageUrl: guestPageUrl(row.slug, config.siteUrl, config.partnerRootDomain),
          dashboardUrl: `${config.siteUrl}/partner-dashboard`,
        }),
      });
    }
    return row;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw conflict(SLUG_TAKEN_MESSAGE);
    throw error;
  });
}
