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

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Fills placeholders in plain text (a title, a meta description). Unknown names stay as written. */
export function fillText(text: string, values: Record<PlaceholderKey, string>): string {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (match, key: string) =>
    key in values ? values[key as PlaceholderKey] : match,
  );
}

/**
 * Fills placeholders in already-sanitised HTML. Values are escaped, so a setting can never add
 * markup; inside a link the renderer has percent-encoded the braces, and the value is encoded to
 * match (mailto:{{support_email}} becomes a working link).
 */
export function fillHtml(html: string, values: Record<PlaceholderKey, string>): string {
  return html
    .replace(/%7B%7B([a-z_]+)%7D%7D/gi, (match, key: string) =>
      key in values ? escapeHtml(encodeURI(values[key as PlaceholderKey])) : match,
    )
    .replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (match, key: string) =>
      key in values ? escapeHtml(values[key as PlaceholderKey]) : match,
    );
}
