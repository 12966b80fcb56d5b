import "server-only";
import type { SiteIdentity } from "@/lib/site-identity";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";

/**
 * To the operations mailbox: someone new waits for review in a console area. The headline is
 * also the preheader; who it is reads as their name in bold, the id, then one detail a line.
 */
export function reviewRequestEmail(
  site: SiteIdentity,
  input: {
    subject: string;
    headline: string;
    name: string;
    idLabel: string;
    details: readonly string[];
    /** The console area that reviews it, e.g. "Driver Management". */
    area: string;
    reviewUrl: string;
  },
): RenderedEmail {
  const details = input.details.map((detail) => `<br>${escapeHtml(detail)}`).join("");
  return renderEmailLayout(site, {
    subject: input.subject,
    preheader: input.headline,
    bodyHtml: `<p>${escapeHtml(input.headline)}</p>
<p><strong>${escapeHtml(input.name)}</strong> (${escapeHtml(input.idLabel)})${details}</p>
${emailButton(input.reviewUrl, `Review in ${input.area}`)}`,
    bodyText: [
      input.headline,
      [`${input.name} (${input.idLabel})`, ...input.details].join("\n"),
      `Review it in ${input.area}: ${input.reviewUrl}`,
    ].join("\n\n"),
  });
}
