import "server-only";
import type { SiteIdentity } from "@/lib/site-identity";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";

export const DOCUMENT_EXPIRY_TEMPLATE = "document-expiry-warning";
export const DOCUMENT_LAPSED_TEMPLATE = "document-lapsed";

/**
 * A document expires soon: to the chauffeur who holds it (or drives the car it belongs to) and
 * to the operations mailbox. `subject` names the document and whose it is ("MOT of AB12 CDE").
 */
export function documentExpiryEmail(input: {
  site: SiteIdentity;
  /** The reader's first name; null for the operations mailbox. */
  greeting: string | null;
  /** "Driving licence of Dana Wheeler", "MOT of Mercedes-Benz S-Class · AB12 CDE". */
  documentOf: string;
  /** yyyy-mm-dd, the last valid day. */
  expiry: string;
  /** "expires in 14 days". */
  inWords: string;
  consoleUrl: string | null;
}): RenderedEmail {
  const fact = `The ${input.documentOf} ${input.inWords} (valid through ${input.expiry}).`;
  const action = input.greeting
    ? "Please send us the renewed document before then: without it we cannot give you jobs from the day after it expires."
    : "Without a renewed document the chauffeur or vehicle is made unavailable the day after it expires, and their jobs from then on are flagged on the dispatch board.";
  return renderEmailLayout(input.site, {
    subject: `${input.documentOf} ${input.inWords}`,
    preheader: fact,
    bodyHtml: `${input.greeting ? `<p>Hello ${escapeHtml(input.greeting)},</p>` : ""}
<p>${escapeHtml(fact)}</p>
<p>${escapeHtml(action)}</p>
${input.consoleUrl ? emailButton(input.consoleUrl, "Open in the console") : ""}`,
    bodyText: `${input.greeting ? `Hello ${input.greeting},\n\n` : ""}${fact}\n\n${action}${input.consoleUrl ? `\n\n${input.consoleUrl}` : ""}`,
  });
}

/** To the operations mailbox: a lapsed document made a chauffeur or vehicle unavailable. */
export function documentLapsedEmail(input: {
  site: SiteIdentity;
  /** "Dana Wheeler is now Unavailable", "Mercedes-Benz S-Class · AB12 CDE is now off road". */
  outcome: string;
  /** "Driving licence expired on 2026-11-30". */
  reasons: string[];
  futureJobs: number;
  consoleUrl: string;
}): RenderedEmail {
  const jobs =
    input.futureJobs === 0
      ? "No jobs from today on are affected."
      : `${input.futureJobs} job${input.futureJobs === 1 ? "" : "s"} from today on ${input.futureJobs === 1 ? "is" : "are"} flagged on the dispatch board: give ${input.futureJobs === 1 ? "it" : "them"} to someone else or renew the document.`;
  return renderEmailLayout(input.site, {
    subject: input.outcome,
    preheader: input.reasons.join("; "),
    bodyHtml: `<p>${escapeHtml(input.outcome)}.</p>
<ul>${input.reasons.map((reason) => `<li>${escapeHtml(reason)}</li>`).join("")}</ul>
<p>${escapeHtml(jobs)}</p>
${emailButton(input.consoleUrl, "Open the dispatch board")}`,
    bodyText: `${input.outcome}.\n\n${input.reasons.map((r) => `- ${r}`).join("\n")}\n\n${jobs}\n\n${input.consoleUrl}`,
  });
}
