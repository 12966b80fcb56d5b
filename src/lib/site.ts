/** Company facts shown across the site. */
export const SITE = {
  name: "Apex Chauffeurs",
  tagline: "Private chauffeurs in the UK, Canada and the US",
  phoneDisplay: "+44 20 7946 0321",
  phoneHref: "tel:+442079460321",
  supportEmail: "hello@apexchauffeurs.example",
  address: "25 Berkeley Square, Mayfair, London W1J 6HN, United Kingdom",
} as const;
