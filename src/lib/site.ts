/**
 * Company facts that are not settings, and the defaults of those that are (the administrator
 * changes name, contact details and figures in Settings; read them through
 * `getSiteSettings()` in src/server/settings, never from here).
 */
export const SITE = {
  name: "Apex Chauffeurs",
  tagline: "Private chauffeurs in the UK, Canada and the US",
  phone: "+442079460321",
  phoneDisplay: "+44 20 7946 0321",
  phoneHref: "tel:+442079460321",
  supportEmail: "hello@apexchauffeurs.example",
  address: "25 Berkeley Square, Mayfair, London W1J 6HN, United Kingdom",
} as const;
