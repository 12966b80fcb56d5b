import { formatPhone } from "@/lib/phone";
import { SITE } from "@/lib/site";

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
    phoneDisplay: formatPhone(general.support_phone),
    phoneHref: `tel:${general.support_phone}`,
    address: general.business_address,
    countriesCount: general.countries_count,
    citiesCount: general.cities_count,
  };
}
