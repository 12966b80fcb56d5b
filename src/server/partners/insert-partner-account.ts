import "server-only";
import { partners, users, type PartnerRow } from "@/server/db/schema";
import type { Executor } from "@/server/db/client";
import { freeSlugFor } from "./slugs";

/** The company and contact fields a partner is created with (registration and Add Partner). */
export interface PartnerAccountFields {
  contactPersonName: string;
  contactPersonEmail: string;
  contactPersonPhone: string;
  companyName: string;
  companyPhone: string;
  companyAddress: string;
  companyRegistration: string;
}

function splitName(full: string): { first_name: string; last_name: string } {
  const [first, ...rest] = full.trim().split(/\s+/);
  return { first_name: first ?? full, last_name: rest.join(" ") };
}

/**
 * The partner's sign-in account and its partner row with a free slug, inside the caller's
 * transaction. Null when the sign-in e-mail was taken meanwhile (the caller answers its 409).
 */
export async function insertPartnerAccount(
  tx: Executor,
  input: {
    fields: PartnerAccountFields;
    signInEmail: string;
    passwordHash: string;
    /** False for an invitation: the hash is of a password nobody knows until the link is used. */
    passwordChosen: boolean;
    status: "Pending" | "Active";
  },
): Promise<{ user_id: number; partner: PartnerRow } | null> {
  const { fields } = input;
  const [user] = await tx
    .insert(users)
    .values({
      ...splitName(fields.contactPersonName),
      email: input.signInEmail,
      phone_number: fields.contactPersonPhone,
      address: fields.companyAddress,
      role: "partner",
      password_hash: input.passwordHash,
      password_set_at: input.passwordChosen ? new Date() : null,
    })
    .onConflictDoNothing()
    .returning({ user_id: users.user_id });
  if (!user) return null;
  const [partner] = await tx
    .insert(partners)
    .values({
      user_id: user.user_id,
      contact_person_name: fields.contactPersonName,
      contact_person_email: fields.contactPersonEmail,
      contact_person_phone: fields.contactPersonPhone,
      company_name: fields.companyName,
      company_phone: fields.companyPhone,
      company_address: fields.companyAddress,
      company_registration: fields.companyRegistration,
      slug: await freeSlugFor(fields.companyName, tx),
      status: input.status,
      ...(input.status === "Active" ? { approved_at: new Date() } : {}),
    })
    .returning();
  return { user_id: user.user_id, partner: partner! };
}
