import "server-only";
import { eq } from "drizzle-orm";
import type {
  PartnerAccountView,
  PartnerCompanyInfo,
  PartnerPersonal,
} from "@/lib/validations/partner-account";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { pendingEmailChange } from "@/server/auth/email-change";
import { getDb } from "@/server/db/client";
import { partners, users, type AuditChanges, type PartnerRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { notFound } from "@/server/http/errors";
import { NO_PARTNER_RECORD_MESSAGE } from "./guards";
import { partnerUpdatedEvent } from "./partner-events";
import { lockRowOrNotFound } from "@/server/db/lock-row";
import { lockPartnerRow } from "./queries";

function companyOf(row: PartnerRow): PartnerAccountView["company"] {
  return {
    company_name: row.company_name,
    company_address: row.company_address,
    company_city: row.company_city,
    company_state: row.company_state,
    company_zip: row.company_zip,
    company_website: row.company_website,
    vat_number: row.vat_number,
  };
}

/** Account Settings' data: the account holder, the company, and any e-mail awaiting its link. */
export async function getPartnerAccount(partner: PartnerRow): Promise<PartnerAccountView> {
  const db = await getDb();
  const [user] = await db
    .select({
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      phone_number: users.phone_number,
    })
    .from(users)
    .where(eq(users.user_id, partner.user_id));
  if (!user) throw notFound(NO_PARTNER_RECORD_MESSAGE);
  return {
    personal: user,
    pending_email: await pendingEmailChange(partner.user_id),
    company: companyOf(partner),
  };
}

function diff<T extends Record<string, unknown>>(before: T, after: Partial<T>): AuditChanges {
  const changes: AuditChanges = {};
  for (const [key, value] of Object.entries(after)) {
    if (value !== undefined && before[key] !== value)
      changes[key] = { old: before[key], new: value };
  }
  return changes;
}

/**
 * Personal Information: the account's name and phone. The partner record's contact person was
 * taken from the same person at registration, so it follows, and the administrator sees it.
 */
export async function updatePartnerPersonal(input: {
  partner: PartnerRow;
  data: PartnerPersonal;
  actor: AuditActor;
}): Promise<PartnerAccountView> {
  const { partner, data } = input;
  await inTransaction(undefined, async (tx) => {
    const before = await lockRowOrNotFound(
      tx,
      users,
      eq(users.user_id, partner.user_id),
      NO_PARTNER_RECORD_MESSAGE,
    );
    const changes = diff(before, data);
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(users)
      .set({ ...data, updated_at: new Date() })
      .where(eq(users.user_id, partner.user_id));
    await tx
      .update(partners)
      .set({
        contact_person_name: `${data.first_name} ${data.last_name}`,
        contact_person_phone: data.phone_number,
        updated_at: new Date(),
      })
      .where(eq(partners.partner_id, partner.partner_id));
    await recordAudit(tx, {
      actor: input.actor,
      entity: { kind: "user", id: partner.user_id },
      action: "updated",
      changes,
      context: { area: "partner_account", partner_id: partner.partner_id },
    });
  });
  const db = await getDb();
  const [fresh] = await db
    .select()
    .from(partners)
    .where(eq(partners.partner_id, partner.partner_id));
  return getPartnerAccount(fresh ?? partner);
}

/** Company Information, locked, changed and audited (old and new values) in one transaction. */
export async function updatePartnerCompany(input: {
  partner: PartnerRow;
  data: PartnerCompanyInfo;
  actor: AuditActor;
}): Promise<PartnerAccountView> {
  const row = await inTransaction(undefined, async (tx) => {
    const before = await lockPartnerRow(tx, input.partner.partner_id, NO_PARTNER_RECORD_MESSAGE);
    const changes = diff(before, input.data);
    if (Object.keys(changes).length === 0) return before;
    const [updated] = await tx
      .update(partners)
      .set({ ...input.data, updated_at: new Date() })
      .where(eq(partners.partner_id, before.partner_id))
      .returning();
    await recordAudit(tx, partnerUpdatedEvent(before.partner_id, input.actor, "updated", changes));
    return updated!;
  });
  return getPartnerAccount(row);
}
