import type { FieldErrors, Path } from "react-hook-form";
import type { ApiFieldErrors } from "@/lib/api-client";
import type {
  billingSettingsSchema,
  dispatchSettingsSchema,
  generalSettingsSchema,
  notificationSettingsSchema,
} from "@/lib/settings/schemas";
import type { SiteSettings } from "@/server/settings/registry";
import type { z } from "zod";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";

/** The groups Save Changes sends, in this order (each is PUT to /api/admin/settings/{group}). */
export const SAVED_GROUPS = ["general", "notifications", "dispatch", "billing"] as const;
export type SavedGroup = (typeof SAVED_GROUPS)[number];

export interface SettingsFormValues {
  general: z.input<typeof generalSettingsSchema>;
  notifications: z.input<typeof notificationSettingsSchema>;
  dispatch: z.input<typeof dispatchSettingsSchema>;
  billing: z.input<typeof billingSettingsSchema>;
}

export function formValuesOf(settings: Pick<SiteSettings, SavedGroup>): SettingsFormValues {
  return {
    general: { ...settings.general },
    notifications: { ...settings.notifications },
    dispatch: { ...settings.dispatch },
    billing: { ...settings.billing },
  };
}

// zod and the shared schemas load on the first validation (usually the first save), not with the page.
// The values sent are the ones typed; the server normalises them (the phone to E.164).
export const settingsResolver = lazySchemaResolver<SettingsFormValues>(async () => {
  const [{ z }, schemas] = await Promise.all([import("zod"), import("@/lib/settings/schemas")]);
  return z.strictObject({
    general: schemas.generalSettingsSchema,
    notifications: schemas.notificationSettingsSchema,
    dispatch: schemas.dispatchSettingsSchema,
    billing: schemas.billingSettingsSchema,
  });
});

/** The tab holding the first invalid field, so a refused save shows its message. */
export function tabWithErrors(errors: FieldErrors<SettingsFormValues>): SavedGroup | undefined {
  return SAVED_GROUPS.find((group) => errors[group] !== undefined);
}

/** Every field of each group as the form names it, for the server's field errors. */
export const GROUP_FIELDS = {
  general: [
    "general.site_name",
    "general.site_description",
    "general.timezone",
    "general.language",
    "general.support_email",
    "general.support_phone",
    "general.business_address",
    "general.countries_count",
    "general.cities_count",
  ],
  notifications: ["notifications.email_notifications", "notifications.marketing_emails"],
  dispatch: [
    "dispatch.turnaround_buffer_minutes",
    "dispatch.setup_buffer_minutes",
    "dispatch.offer_expiry_seconds",
    "dispatch.driver_share_percent",
  ],
  billing: ["billing.vat_registration_number", "billing.vat_rate_percent"],
} as const satisfies Record<SavedGroup, readonly Path<SettingsFormValues>[]>;

/** A 400's field errors (`{ site_name: "..." }`) named as the form's paths (`general.site_name`). */
export function prefixedFieldErrors(group: SavedGroup, errors: ApiFieldErrors): ApiFieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [`${group}.${field}`, message]),
  );
}
