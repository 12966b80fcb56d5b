/**
 * Site settings, one zod schema per group (the key of its `site_settings` row), shared by the
 * Settings form and the handler. Unknown keys are rejected. Defaults live in
 * `src/server/settings/registry.ts`.
 */
import { z } from "zod";
import { DISPATCH_LIMITS } from "./dispatch-limits";
import { phoneField } from "@/lib/validations/fields";
import { LANGUAGES, TIMEZONES } from "./options";

export const SETTINGS_LIMITS = { name: 80, description: 300, address: 300, email: 254 } as const;

export const SETTINGS_MESSAGES = {
  siteNameRequired: "Site name is required",
  siteNameTooLong: `Site name must be at most ${SETTINGS_LIMITS.name} characters`,
  descriptionRequired: "Site description is required",
  descriptionTooLong: `Site description must be at most ${SETTINGS_LIMITS.description} characters`,
  timezone: "Choose UTC, EST, PST or GMT",
  language: "Choose English, Spanish, French or German",
  emailRequired: "Support email is required",
  emailInvalid: "Invalid email address",
  phoneRequired: "Support phone is required",
  phoneInvalid: "Invalid phone number",
  addressRequired: "Business address is required",
  addressTooLong: `Business address must be at most ${SETTINGS_LIMITS.address} characters`,
  count: "Enter a whole number from 1 to 10000",
  unsafeLink: "Links may only start with http://, https://, mailto: or tel:",
  saved: "Settings saved",
} as const;

const M = SETTINGS_MESSAGES;

const LINK_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/**
 * Whether a value would be a link of another scheme (javascript:, data:, vbscript:) where a page
 * places it in a link, `[Visit us]({{business_address}})`. Read as a browser reads a URL: leading
 * spaces and control characters are skipped and tabs and newlines ignored. The renderer refuses
 * such links too; Settings refuses them so they are never stored.
 */
export function isUnsafeLink(value: string): boolean {
  const url = value.replace(/^[\u0000-\u0020]+/, "").replace(/[\t\n\r]/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  return scheme !== undefined && !LINK_SCHEMES.has(scheme.toLowerCase());
}

function requiredText(max: number, required: string, tooLong: string) {
  return z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((value) => !isUnsafeLink(value), M.unsafeLink);
}

const marketingCount = z.int(M.count).min(1, M.count).max(10_000, M.count);

export const generalSettingsSchema = z.strictObject({
  site_name: requiredText(SETTINGS_LIMITS.name, M.siteNameRequired, M.siteNameTooLong),
  site_description: requiredText(
    SETTINGS_LIMITS.description,
    M.descriptionRequired,
    M.descriptionTooLong,
  ),
  timezone: z.enum(TIMEZONES, M.timezone),
  language: z.enum(LANGUAGES, M.language),
  support_email: z
    .string(M.emailRequired)
    .trim()
    .min(1, M.emailRequired)
    .max(SETTINGS_LIMITS.email, M.emailInvalid)
    .pipe(z.email(M.emailInvalid)),
  support_phone: phoneField({ required: M.phoneRequired, invalid: M.phoneInvalid }),
  business_address: requiredText(SETTINGS_LIMITS.address, M.addressRequired, M.addressTooLong),
  // The marketing figures the home page, footer and about page all quote.
  countries_count: marketingCount,
  cities_count: marketingCount,
});
export type GeneralSettings = z.output<typeof generalSettingsSchema>;

export const notificationSettingsSchema = z.strictObject({
  /** The operations mailbox receives new bookings, applications, registrations and tickets. */
  email_notifications: z.boolean("Email notifications must be on or off"),
  /** Consent for marketing e-mail; none is sent without it. */
  marketing_emails: z.boolean("Marketing emails must be on or off"),
});
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

export const securitySettingsSchema = z.strictObject({
  /** Administrators without two-factor sign-in are sent to set it up before the console. */
  require_admin_2fa: z.boolean("Require two-factor sign-in must be on or off"),
});
export type SecuritySettings = z.output<typeof securitySettingsSchema>;

export { DISPATCH_LIMITS };

const bufferMessage = `Enter a whole number of minutes from ${DISPATCH_LIMITS.bufferMinutes.min} to ${DISPATCH_LIMITS.bufferMinutes.max}`;
const offerMessage = "Enter a number of seconds from 90 (1.5 minutes) to 1800 (30 minutes)";
const shareMessage = "Enter a whole percentage from 0 to 100";

const bufferMinutes = z
  .int(bufferMessage)
  .min(DISPATCH_LIMITS.bufferMinutes.min, bufferMessage)
  .max(DISPATCH_LIMITS.bufferMinutes.max, bufferMessage);

export const dispatchSettingsSchema = z.strictObject({
  /** Minutes kept free between one job's estimated end and the same chauffeur's next pickup. */
  turnaround_buffer_minutes: bufferMinutes,
  /** Minutes added after a point-to-point route's duration (unloading, paperwork). */
  setup_buffer_minutes: bufferMinutes,
  /** How long an offer to a chauffeur or partner stays open unless the dispatcher says otherwise. */
  offer_expiry_seconds: z
    .int(offerMessage)
    .min(DISPATCH_LIMITS.offerSeconds.min, offerMessage)
    .max(DISPATCH_LIMITS.offerSeconds.max, offerMessage),
  /**
   * The chauffeur's share of the fare per car when the dispatcher sets no fixed pay, snapshotted
   * onto the job when it is given (later fare or setting changes never alter a job's pay).
   */
  driver_share_percent: z
    .int(shareMessage)
    .min(DISPATCH_LIMITS.driverSharePercent.min, shareMessage)
    .max(DISPATCH_LIMITS.driverSharePercent.max, shareMessage),
});
export type DispatchSettings = z.output<typeof dispatchSettingsSchema>;

export const VAT_MESSAGES = {
  number:
    "Enter a VAT registration number (for example GB123456789): letters, digits and spaces, at most 20 characters",
  rate: "Enter a VAT rate from 0 to 100, with at most one decimal",
} as const;

export const billingSettingsSchema = z.strictObject({
  /**
   * The operator's VAT registration number; empty when not registered. While set, prices are
   * VAT-inclusive and every receipt shows the VAT in them; while empty, receipts say none is charged.
   */
  vat_registration_number: z
    .string(VAT_MESSAGES.number)
    .trim()
    .max(20, VAT_MESSAGES.number)
    .regex(/^[A-Za-z0-9 ]*$/, VAT_MESSAGES.number),
  /** The standard rate (20% in the UK), in percent with at most one decimal. */
  vat_rate_percent: z
    .number(VAT_MESSAGES.rate)
    .min(0, VAT_MESSAGES.rate)
    .max(100, VAT_MESSAGES.rate)
    // 17.5 is 175 tenths give or take float noise; 17.55 is not.
    .refine((rate) => Math.abs(rate * 10 - Math.round(rate * 10)) < 1e-9, VAT_MESSAGES.rate),
});
export type BillingSettings = z.output<typeof billingSettingsSchema>;
