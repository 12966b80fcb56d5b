import { randomBytes } from "node:crypto";
import { getDb } from "@/server/db/client";
import { partners, type PartnerRow, type UserRow } from "@/server/db/schema";
import { createUser } from "@test/factories";

/** All three registration steps' fields, valid by every rule; each call a fresh e-mail. */
export function partnerRegistrationPayload(overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(4).toString("hex");
  return {
    contactPersonName: "Claire Bennett",
    contactPersonEmail: `claire-${tag}@bennett.example`,
    contactPersonPhone: "+44 7700 900456",
    companyName: "Bennett Executive Travel",
    companyPhone: "020 7946 0001",
    companyAddress: "1 Demo Road, London",
    companyRegistration: "09876543",
    email: `partner-${tag}@bennett.example`,
    password: "limousine-2026",
    confirmPassword: "limousine-2026",
    ...overrides,
  };
}

/** A partner account and its record straight in the database (Active unless overridden). */
export async function createPartner(
  overrides: Partial<typeof partners.$inferInsert> = {},
): Promise<{ user: UserRow; partner: PartnerRow }> {
  const user = await createUser({ role: "partner", first_name: "Pat", last_name: "Partner" });
  const db = await getDb();
  const tag = randomBytes(3).toString("hex");
  const [partner] = await db
    .insert(partners)
    .values({
      user_id: user.user_id,
      contact_person_name: "Pat Partner",
      contact_person_email: user.email,
      contact_person_phone: "+447700900111",
      company_name: `Partner ${tag} Ltd`,
      company_phone: "+442079460001",
      company_address: "2 Demo Road, London",
      company_registration: `REG${tag}`,
      slug: `partner-${tag}`,
      status: "Active",
      ...overrides,
    })
    .returning();
  return { user, partner: partner! };
}
