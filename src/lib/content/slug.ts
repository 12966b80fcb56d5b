/** The rules for a content page's address: `/{slug}` beside the application's own routes. */

/**
 * Top-level paths the application already answers (every segment directly under `src/app` and
 * its route groups), the public folder's files and Next's own. A content page may not take one.
 * `__tests__/lib/content/slug.test.ts` reads `src/app` so this list cannot go stale.
 */
export const RESERVED_SLUGS: readonly string[] = [
  // src/app and its route groups
  "admin",
  "api",
  "bench",
  "booking-confirmation",
  "contact",
  "dashboard",
  "database-test",
  "dev",
  "driver-dashboard",
  "driver-details",
  "driver-registration",
  "forgot-password",
  "login",
  "p",
  "partner-company-details",
  "partner-dashboard",
  "partner-registration",
  "partner-signup",
  "payment",
  "pickup-info",
  "register",
  "registration-success",
  "reset-password",
  "return",
  "return-transfer",
  "service-class",
  "set-password",
  "thank-you",
  "trip",
  "verify-email",
  // the public folder and files Next serves at the root
  "driver-app",
  "vehicles",
  "icon.svg",
  "favicon.ico",
  "robots.txt",
  "sitemap.xml",
  "_next",
];

/** The system pages keep their addresses: the header, footer and e-mails link to them. */
export const SYSTEM_PAGE_SLUGS = ["about", "privacy-policy", "terms-and-conditions"] as const;

export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const SLUG_MESSAGES = {
  required: "Please enter a URL slug",
  format: "Use lower-case letters, digits and single hyphens (for example our-fleet)",
  tooLong: `The slug must be at most ${SLUG_MAX} characters`,
  reserved: "This address is used by the site itself; choose another slug",
} as const;

/** A slug from a title: "Our Fleet & Drivers!" -> "our-fleet-drivers". */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, "");
}

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.includes(slug.toLowerCase());
}
