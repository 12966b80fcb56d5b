import { SLUG_PATTERN } from "./slug";

/** Subdomains that are the site itself, never a partner. */
const RESERVED = new Set(["www", "app", "api", "admin"]);

/**
 * The partner slug a request's host names under the partner root domain:
 * "bennett.partners.example.com" under "partners.example.com" is "bennett". Anything else
 * (the root itself, deeper names, reserved or malformed labels) is null.
 */
export function slugFromHost(host: string | null, rootDomain: string): string | null {
  if (!host) return null;
  const name = host.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  const root = rootDomain.toLowerCase();
  if (!name.endsWith(`.${root}`)) return null;
  const label = name.slice(0, -(root.length + 1));
  if (label.includes(".") || RESERVED.has(label) || !SLUG_PATTERN.test(label)) return null;
  return label;
}

/** A partner's guest page address: its subdomain when one is configured, else /p/{slug}. */
export function guestPageUrl(slug: string, siteUrl: string, rootDomain: string | null): string {
  if (!rootDomain) return `${siteUrl}/p/${slug}`;
  const protocol = new URL(siteUrl).protocol;
  return `${protocol}//${slug}.${rootDomain}`;
}
