import "server-only";
import type { SiteIdentity } from "@/lib/site-identity";
import { paragraphsEmail, type RenderedEmail } from "@/server/email/layout";

export const CUSTOMER_REMINDER_TEMPLATE = "ride-reminder";
export const RIDE_UPDATE_TEMPLATE = "ride-update";
export const CHAUFFEUR_REMINDER_TEMPLATE = "chauffeur-reminder";
export const UNASSIGNED_ALERT_TEMPLATE = "unassigned-alert";

/** A short message about a ride: a greeting, its lines, and a button when there is a link. */
export function rideEmail(
  site: SiteIdentity,
  input: {
    subject: string;
    greeting: string | null;
    lines: readonly string[];
    link: { href: string; label: string } | null;
  },
): RenderedEmail {
  return paragraphsEmail(site, { ...input, preheader: input.lines[0] ?? input.subject });
}
