/**
 * Account Settings of the partner dashboard (personal and company information, the e-mail
 * change, the password) and the administrator's Add Partner, shared by the forms and the route
 * handlers. Strict: status, role, slug and rates are never set through these.
 */
import { z } from "zod";
import { ACCOUNT_SETTINGS_MESSAGES } from "@/lib/partners/account-settings-messages";
import { adminPasswordSchema } from "@/lib/settings/account";
import { emailField } from "./auth";
import { phoneField, trimmedText } from "./fields";
import { partnerCompanyFields, partnerContactFields } from "./partner-registration";

export { ACCOUNT_SETTINGS_MESSAGES };
const M = ACCOUNT_SETTINGS_MESSAGES;

const required = (message: string, max: number) =>
  trimmedText({ required: message, max, tooLong: M.tooLong.replace("{max}", String(max)) });

/** An optional text: blank is stored as null. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong.replace("{max}", String(max)))
    .transform((value) => value || null)
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/** A website: "example.com" is read as https://example.com; only http(s) addresses pass. */
const website = optional(200).transform((value, ctx) => {
  if (value === null) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes("."))
      return url.toString();
  } catch {
    /* reported below */
  }
  ctx.addIssue({ code: "custom", message: M.website });
  return z.NEVER;
});

/** A UK VAT registration number, stored as "GB" and its digits. */
const vatNumber = optional(20).transform((value, ctx) => {
  if (value === null) return null;
  const compact = value.replace(/[\s.-]/g, "").toUpperCase();
  const match = /^(?:GB)?(\d{9}|\d{12})$/.exec(compact);
  if (match) return `GB${match[1]}`;
  ctx.addIssue({ code: "custom", message: M.vatNumber });
  return z.NEVER;
});

/** Personal Information: the account holder's name and phone (the e-mail changes by Verify). */
export const partnerPersonalSchema = z.strictObject({
  first_name: required(M.firstName, 100),
  last_name: required(M.lastName, 100),
  phone_number: phoneField({ required: M.phone, invalid: M.phoneFormat }),
});
export type PartnerPersonalInput = z.input<typeof partnerPersonalSchema>;
export type PartnerPersonal = z.output<typeof partnerPersonalSchema>;

/** Company Information: the spec's six fields plus the VAT number the statements use. */
export const partnerCompanyInfoSchema = z.strictObject({
  company_name: required(M.companyName, 160),
  company_address: required(M.companyAddress, 300),
  company_city: optional(100),
  company_state: optional(100),
  company_zip: optional(20),
  company_website: website,
  vat_number: vatNumber,
});
export type PartnerCompanyInfoInput = z.input<typeof partnerCompanyInfoSchema>;
export type PartnerCompanyInfo = z.output<typeof partnerCompanyInfoSchema>;

/** Verify: the new sign-in address; it takes effect when the link sent to it is opened. */
export const emailChangeSchema = z.strictObject({ email: emailField });

/** The verification link's token, posted by the /verify-email page. */
export const emailVerifySchema = z.strictObject({
  token: z.string(M.invalidLink).trim().min(1, M.invalidLink).max(200, M.invalidLink),
});

/** Change Password: the same rule as the console's (8 characters, confirmed, not the same). */
export const partnerPasswordSchema = adminPasswordSchema;

/** Add Partner: the registration's contact and company fields; the contact e-mail signs in. */
export const partnerInviteSchema = z.strictObject({
  ...partnerContactFields,
  ...partnerCompanyFields,
});
export type PartnerInviteInput = z.input<typeof partnerInviteSchema>;
export type PartnerInvite = z.output<typeof partnerInviteSchema>;

/** What Account Settings shows (GET /api/partner/account). */
export interface PartnerAccountView {
  personal: { first_name: string; last_name: string; email: string; phone_number: string };
  /** A change waiting for its link, so the page can say where the link went. */
  pending_email: string | null;
  company: {
    company_name: string;
    company_address: string;
    company_city: string | null;
    company_state: string | null;
    company_zip: string | null;
    company_website: string | null;
    vat_number: string | null;
  };
}
