import { formatPhone } from "@/lib/phone";
import { SITE, type SiteIdentity } from "@/lib/site";

export type { SiteIdentity } from "@/lib/site";

// Formatting a number with libphonenumber costs more than everything else here, and every
// e-mail and page asks for the same support number: the last answer is kept.
let lastPhone: { raw: string; display: string } | null = null;

function displayPhone(raw: string): string {
  if (lastPhone?.raw !== raw) lastPhone = { raw, display: formatPhone(raw) };
  return lastPhone.display;
}

/** The general settings as the site prints them (the phone formatted, a tel: link). */
export function siteIdentity(general: {
  site_name: string;
  site_description: string;
  support_email: string;
  support_phone: string;
  business_address: string;
  countries_count: number;
  cities_count: number;
}): SiteIdentity {
  return {
    name: general.site_name,
    description: general.site_description,
    tagline: SITE.tagline,
    supportEmail: general.support_email,
    phoneDisplay: displayPhone(general.support_phone),
    phoneHref: `tel:${general.support_phone}`,
    address: general.business_address,
    countriesCount: general.countries_count,
    citiesCount: general.cities_count,
  };
}
