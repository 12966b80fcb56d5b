import "server-only";
import { formatPence } from "@/lib/money";
import type { SiteIdentity } from "@/lib/site-identity";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";

export const EARNINGS_STATEMENT_TEMPLATE = "driver-earnings-statement";

export interface StatementLine {
  /** yyyy-mm-dd in London. */
  day: string;
  reference: string;
  /** "Job", "Tip", "Job reversed"... */
  label: string;
  amount_pence: number;
}

/** Monday's e-mail to a chauffeur: last week's completed jobs and what they earned. */
export function earningsStatementEmail(input: {
  site: SiteIdentity;
  greeting: string;
  /** Monday and Sunday of the week, yyyy-mm-dd. */
  from: string;
  to: string;
  lines: StatementLine[];
  jobs: number;
  total_pence: number;
  earningsUrl: string;
}): RenderedEmail {
  const summary = `Week ${input.from} to ${input.to}: ${input.jobs} completed job${input.jobs === 1 ? "" : "s"}, ${formatPence(input.total_pence)} earned.`;
  const rows = input.lines.map(
    (line) => `${line.day} · ${line.reference} · ${line.label} · ${formatPence(line.amount_pence)}`,
  );
  return renderEmailLayout(input.site, {
    subject: `Your earnings for the week of ${input.from}: ${formatPence(input.total_pence)}`,
    preheader: summary,
    bodyHtml: `<p>Hello ${escapeHtml(input.greeting)},</p>
<p>${escapeHtml(summary)}</p>
<ul>${rows.map((row) => `<li>${escapeHtml(row)}</li>`).join("")}</ul>
<p><strong>Total: ${escapeHtml(formatPence(input.total_pence))}</strong></p>
${emailButton(input.earningsUrl, "See your earnings")}`,
    bodyText: `Hello ${input.greeting},\n\n${summary}\n\n${rows.join("\n")}\n\nTotal: ${formatPence(input.total_pence)}\n\n${input.earningsUrl}`,
  });
}
