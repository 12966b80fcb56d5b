/**
 * The settings groups: each is one `site_settings` row (key -> JSON value), checked by one zod
 * schema, with defaults used while its row is missing.
 *
 * To add a group (for example `security: { require_admin_2fa: boolean }`):
 *   1. write its schema (a `z.strictObject`, so unknown keys are refused) next to the others in
 *      `src/lib/settings/schemas.ts` (the form imports it from there);
 *   2. add `{ schema, defaults }` under its key in SETTINGS_GROUPS below.
 * Nothing else: no migration (the row appears on the first save), `getSiteSettings()` returns it,
 * `updateSettingsGroup({ key })` saves and audits it, and `PUT /api/admin/settings/{key}` accepts it.
 */
import "server-only";
import type { z } from "zod";
import { DEFAULT_SITE_IDENTITY, SITE } from "@/lib/site";
import { DEFAULT_VAT_RATE_PERCENT } from "@/lib/vat";
import {
  billingSettingsSchema,
  dispatchSettingsSchema,
  generalSettingsSchema,
  notificationSettingsSchema,
  securitySettingsSchema,
  type BillingSettings,
  type DispatchSettings,
  type GeneralSettings,
  type NotificationSettings,
  type SecuritySettings,
} from "@/lib/settings/schemas";

interface SettingsGroup<S extends z.ZodType> {
  schema: S;
  defaults: z.output<S>;
}

function group<S extends z.ZodType>(schema: S, defaults: z.output<S>): SettingsGroup<S> {
  return { schema, defaults };
}

/** The spec's defaults (timezone UTC, language en, email notifications on, marketing off). */
export const GENERAL_DEFAULTS: GeneralSettings = {
  site_name: SITE.name,
  site_description: DEFAULT_SITE_IDENTITY.description,
  timezone: "UTC",
  language: "en",
  support_email: SITE.supportEmail,
  support_phone: SITE.phone,
  business_address: SITE.address,
  // One set of figures for the home page, the footer and the about page (they used to disagree).
  countries_count: DEFAULT_SITE_IDENTITY.countriesCount,
  cities_count: DEFAULT_SITE_IDENTITY.citiesCount,
};

export const NOTIFICATION_DEFAULTS: NotificationSettings = {
  email_notifications: true,
  marketing_emails: false,
};

/** Off by default: turning it on must not lock out administrators who have not enrolled yet. */
export const SECURITY_DEFAULTS: SecuritySettings = { require_admin_2fa: false };

/** The defaults: 30 minutes between jobs, offers open for ten minutes, 70% to the chauffeur. */
export const DISPATCH_DEFAULTS: DispatchSettings = {
  turnaround_buffer_minutes: 30,
  setup_buffer_minutes: 15,
  offer_expiry_seconds: 600,
  driver_share_percent: 70,
};

/** Not VAT registered until a number is entered; the UK standard rate ready for when it is. */
export const BILLING_DEFAULTS: BillingSettings = {
  vat_registration_number: "",
  vat_rate_percent: DEFAULT_VAT_RATE_PERCENT,
};

export const SETTINGS_GROUPS = {
  general: group(generalSettingsSchema, GENERAL_DEFAULTS),
  notifications: group(notificationSettingsSchema, NOTIFICATION_DEFAULTS),
  security: group(securitySettingsSchema, SECURITY_DEFAULTS),
  dispatch: group(dispatchSettingsSchema, DISPATCH_DEFAULTS),
  billing: group(billingSettingsSchema, BILLING_DEFAULTS),
};

export type SettingsKey = keyof typeof SETTINGS_GROUPS;
export type SettingsValue<K extends SettingsKey> = z.output<(typeof SETTINGS_GROUPS)[K]["schema"]>;
export type SiteSettings = { [K in SettingsKey]: SettingsValue<K> };

export const SETTINGS_KEYS = Object.keys(SETTINGS_GROUPS) as [SettingsKey, ...SettingsKey[]];

export function isSettingsKey(key: string): key is SettingsKey {
  return Object.hasOwn(SETTINGS_GROUPS, key);
}

/**
 * A fresh copy of every group's defaults. Groups hold only strings, numbers and booleans (a unit
 * test keeps it so), so a shallow copy is a whole one: structuredClone here cost every request
 * that reads the settings.
 */
export function settingsDefaults(): SiteSettings {
  const all: Record<string, unknown> = {};
  for (const key of SETTINGS_KEYS) all[key] = { ...SETTINGS_GROUPS[key].defaults };
  return all as SiteSettings;
}

/**
 * A stored value read back through its schema. Fields missing from an older row take their
 * defaults, fields no longer in the schema are dropped; a row that no longer passes (a schema tightened since) falls back to the defaults
 * rather than breaking every page.
 */
export function parseStoredGroup<K extends SettingsKey>(
  key: K,
  stored: unknown,
): { value: SettingsValue<K>; valid: boolean } {
  const { schema, defaults } = SETTINGS_GROUPS[key];
  // Only the group's own fields are read, so a field dropped from the schema is ignored.
  const merged: Record<string, unknown> = { ...defaults };
  if (typeof stored === "object" && stored !== null)
    for (const [field, value] of Object.entries(stored)) if (field in merged) merged[field] = value;
  const parsed = schema.safeParse(merged);
  if (parsed.success) return { value: parsed.data as SettingsValue<K>, valid: true };
  return { value: { ...defaults } as SettingsValue<K>, valid: false };
}
