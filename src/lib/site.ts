/**
 * Company facts that are not settings, and the defaults of those that are. The administrator
 * changes the name, contact details and figures in Settings: pages and e-mails read them through
 * `getSiteSettings()` / `getSiteIdentity()` in src/server/settings, never from here.
 */
export const SITE = {
  name: "Apex Chauffeurs",
  tagline: "Private chauffeurs in the UK, Canada and the US",
  phone: "+442079460321",
  supportEmail: "hello@apexchauffeurs.example",
  address: "25 Berkeley Square, Mayfair, London W1J 6HN, United Kingdom",
} as const;

/** What the header, footer, contact page and e-mails show: the general settings, ready to print. */
export interface SiteIdentity {
  name: string;
  description: string;
  tagline: string;
  supportEmail: string;
  phoneDisplay: string;
  phoneHref: string;
  address: string;
  countriesCount: number;
  citiesCount: number;
}

/**
 * The identity with nothing saved, for client components rendered outside the public frame's
 * provider (component tests). Kept equal to siteIdentity(GENERAL_DEFAULTS) by a unit test; written
 * out so the browser bundle needs no phone library to format it.
 */
export const DEFAULT_SITE_IDENTITY: SiteIdentity = {
  name: SITE.name,
  description:
    "Book a private chauffeur point to point or by the hour, with fixed prices in pounds.",
  tagline: SITE.tagline,
  supportEmail: SITE.supportEmail,
  phoneDisplay: "+44 20 7946 0321",
  phoneHref: `tel:${SITE.phone}`,
  address: SITE.address,
  countriesCount: 3,
  citiesCount: 50,
};

/** The one way the site quotes its reach (home page, footer, about page all use it). */
export function reachPhrase(site: Pick<SiteIdentity, "countriesCount" | "citiesCount">): string {
  const countries = site.countriesCount === 1 ? "1 country" : `${site.countriesCount} countries`;
  return `${countries} and ${site.citiesCount}+ cities`;
}
