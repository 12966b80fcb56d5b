import "server-only";
import type { SiteIdentity } from "@/lib/site-identity";
import {
  emailButton,
  escapeHtml,
  renderEmailLayout,
  type RenderedEmail,
} from "@/server/email/layout";

export const CUSTOMER_REMINDER_TEMPLATE = "ride-reminder";
export const RIDE_UPDATE_TEMPLATE = "ride-update";
export const CHAUFFEUR_REMINDER_TEMPLATE = "chauffeur-reminder";
export const UNASSIGNED_ALERT_TEMPLATE = "unassigned-alert";

const paragraphs = (lines: readonly string[]) =>
  lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n");

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
  const lines = input.greeting ? [`Hello ${input.greeting},`, ...input.lines] : input.lines;
  return renderEmailLayout(site, {
    subject: input.subject,
    preheader: input.lines[0] ?? input.subject,
    bodyHtml: `${paragraphs(lines)}${input.link ? `\n${emailButton(input.link.href, input.link.label)}` : ""}`,
    bodyText: [...lines, ...(input.link ? [`${input.link.label}: ${input.link.href}`] : [])].join(
      "\n\n",
    ),
  });
}
