/**
 * Partner registration (three steps), shared by the step forms and POST /api/partners/register,
 * with the spec's names (§3) and messages (§5). The request schema is strict: status, slug,
 * role and commission rates are the server's to decide.
 */
import { z } from "zod";
import { normalizePhone } from "@/lib/phone";
import { PARTNER_MESSAGES } from "@/lib/partners/registration-messages";
import { trimmedText } from "./fields";

export { PARTNER_MESSAGES };

export const PARTNER_PASSWORD_MIN = 8;
const MAX_PASSWORD = 200;

const requiredText = (message: string, max = 200) =>
  trimmedText({ required: message, max, tooLong: `Must be at most ${max} characters` });

const email = (required: string) =>
  trimmedText({ required, max: 254, tooLong: PARTNER_MESSAGES.invalidEmail })
    .pipe(z.email(PARTNER_MESSAGES.invalidEmail))
    .transform((value) => value.toLowerCase());

// The spec's pattern: an optional plus and 10 to 15 digits (the spaces, dots, dashes and brackets
// people type are ignored), then stored in E.164 by the product's one phone rule.
const PHONE_PATTERN = /^\+?\d{10,15}$/;
const phone = (required: string) =>
  trimmedText({ required, max: 40, tooLong: PARTNER_MESSAGES.phoneFormat }).transform(
    (value, ctx) => {
      const e164 = PHONE_PATTERN.test(value.replace(/[\s().-]/g, ""))
        ? normalizePhone(value)
        : null;
      if (e164) return e164;
      ctx.addIssue({ code: "custom", message: PARTNER_MESSAGES.phoneFormat });
      return z.NEVER;
    },
  );

export const partnerContactFields = {
  contactPersonName: requiredText(PARTNER_MESSAGES.contactName, 120),
  contactPersonEmail: email(PARTNER_MESSAGES.contactEmail),
  contactPersonPhone: phone(PARTNER_MESSAGES.contactPhone),
};

export const partnerCompanyFields = {
  companyName: requiredText(PARTNER_MESSAGES.companyName, 160),
  companyPhone: phone(PARTNER_MESSAGES.companyPhone),
  companyAddress: requiredText(PARTNER_MESSAGES.companyAddress, 300),
  companyRegistration: requiredText(PARTNER_MESSAGES.companyRegistration, 40),
};

const accountFields = {
  email: email(PARTNER_MESSAGES.email),
  password: z
    .string({ error: PARTNER_MESSAGES.password })
    .min(1, PARTNER_MESSAGES.password)
    .min(PARTNER_PASSWORD_MIN, PARTNER_MESSAGES.passwordLength)
    .max(MAX_PASSWORD, "Password is too long"),
  confirmPassword: z
    .string({ error: PARTNER_MESSAGES.confirmPassword })
    .min(1, PARTNER_MESSAGES.confirmPassword),
};

function passwordsMatch(value: { password: string; confirmPassword: string }) {
  return value.password === value.confirmPassword;
}
const mismatch = { message: PARTNER_MESSAGES.mismatch, path: ["confirmPassword"] };

/** Step 1 (/partner-registration): the contact person. */
export const partnerContactSchema = z.strictObject(partnerContactFields);
export type PartnerContactInput = z.input<typeof partnerContactSchema>;

/** Step 2 (/partner-company-details): the company. */
export const partnerCompanySchema = z.strictObject(partnerCompanyFields);
export type PartnerCompanyInput = z.input<typeof partnerCompanySchema>;

/** Step 3 (/partner-signup): the account; the confirmation is checked again on the server. */
export const partnerAccountSchema = z.strictObject(accountFields).refine(passwordsMatch, mismatch);
export type PartnerAccountInput = z.input<typeof partnerAccountSchema>;

/** POST /api/partners/register: all three steps' fields. */
export const partnerRegistrationSchema = z
  .strictObject({ ...partnerContactFields, ...partnerCompanyFields, ...accountFields })
  .refine(passwordsMatch, mismatch);
export type PartnerRegistrationInput = z.input<typeof partnerRegistrationSchema>;
export type PartnerRegistration = z.output<typeof partnerRegistrationSchema>;
