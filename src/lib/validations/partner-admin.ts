/**
 * Partner Management payloads: the list's filters and the administrator's changes to a partner
 * (status, commission rates in basis points, the guest page slug). Strict: nothing else changes.
 */
import { z } from "zod";
import { PARTNER_STATUSES } from "@/lib/partners/partner-options";
import { SLUG_PATTERN } from "@/lib/partners/slug";

export const SLUG_MESSAGE =
  "The page address must be 3 to 48 lower-case letters, digits or single hyphens";
export const RATE_MESSAGE =
  "A commission rate must be a whole number of basis points from 0 to 10000";

const rate = z
  .number(RATE_MESSAGE)
  .int(RATE_MESSAGE)
  .min(0, RATE_MESSAGE)
  .max(10_000, RATE_MESSAGE)
  .optional();

export const partnerAdminUpdateSchema = z
  .strictObject({
    status: z
      .enum(PARTNER_STATUSES, { error: `Status must be one of ${PARTNER_STATUSES.join(", ")}` })
      .optional(),
    slug: z.string(SLUG_MESSAGE).trim().toLowerCase().regex(SLUG_PATTERN, SLUG_MESSAGE).optional(),
    rate_airport_bps: rate,
    rate_hourly_bps: rate,
    rate_events_bps: rate,
    rate_business_bps: rate,
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: "Nothing to change",
  });
export type PartnerAdminUpdateInput = z.input<typeof partnerAdminUpdateSchema>;
export type PartnerAdminUpdate = z.output<typeof partnerAdminUpdateSchema>;

export const RATE_PERCENT_MESSAGE = "Enter the commission as a percentage, such as 20 or 12.5";

/** A rate as the console types it ("12.5" per cent), read as basis points (1250). */
const ratePercent = z
  .string(RATE_PERCENT_MESSAGE)
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, RATE_PERCENT_MESSAGE)
  .transform((value) => Math.round(Number(value) * 100))
  .optional();

/**
 * View Details' edit form: the page address and the rates in per cent, turned into the update
 * payload and checked by the handler's own schema, so the browser says what the server would.
 */
export const partnerAdminEditFormSchema = z
  .strictObject({
    slug: z.string(SLUG_MESSAGE).optional(),
    rate_airport_bps: ratePercent,
    rate_hourly_bps: ratePercent,
    rate_events_bps: ratePercent,
    rate_business_bps: ratePercent,
  })
  .pipe(partnerAdminUpdateSchema);
export type PartnerAdminEditFormInput = z.input<typeof partnerAdminEditFormSchema>;

export const PARTNER_STATUS_FILTERS = ["all", ...PARTNER_STATUSES] as const;
