/**
 * Site facts that content pages quote ({{site_name}}, {{cities}}, …) are written as placeholders and
 * filled from Settings when the page is shown, so the About page, the home page and the footer can
 * never disagree about the figures, and a renamed site or new support address reaches every page.
 */
import type { SiteIdentity } from "@/lib/site";

export const PLACEHOLDER_KEYS = [
  "site_name",
  "support_email",
  "support_phone",
  "business_address",
  "countries",
  "cities",
] as const;
export type PlaceholderKey = (typeof PLACEHOLDER_KEYS)[number];

export function placeholderValues(site: SiteIdentity): Record<PlaceholderKey, string> {
  return {
    site_name: site.name,
    support_email: site.supportEmail,
    support_phone: site.phoneDisplay,
    business_address: site.address,
    countries: String(site.countriesCount),
    cities: String(site.citiesCount),
  };
}

/** Fills placeholders in plain text (a title, a meta description). Unknown names stay as written. */
export function fillText(text: string, values: Record<PlaceholderKey, string>): string {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (match, key: string) =>
    key in values ? values[key as PlaceholderKey] : match,
  );
}
