import "server-only";
import { formatPence } from "@/lib/money";
import { SITE } from "@/lib/site";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";

/** To a partner whose payout the operator has sent. */
export function payoutPaidEmail(input: {
  contactName: string;
  reference: string;
  amountPence: number;
  bankReference: string;
  payoutsUrl: string;
}): RenderedEmail {
  const amount = formatPence(input.amountPence);
  const line = `We have sent your payout ${input.reference} of ${amount} by bank transfer (reference ${input.bankReference}). It usually arrives within 1-2 business days.`;
  return renderEmailLayout({
    subject: `Your ${SITE.name} payout ${input.reference} has been sent`,
    preheader: `${amount} is on its way.`,
    bodyHtml: `<p>Hello ${escapeHtml(input.contactName)},</p>
<p>${escapeHtml(line)}</p>
<p>The statement is in your partner dashboard.</p>
${emailButton(input.payoutsUrl, "View your payouts")}`,
    bodyText: `Hello ${input.contactName},\n\n${line}\n\nThe statement is in your partner dashboard: ${input.payoutsUrl}`,
  });
}

/** To a partner whose payout could not be made; the rows go into the next run. */
export function payoutFailedEmail(input: {
  contactName: string;
  reference: string;
  amountPence: number;
  reason: string;
  payoutsUrl: string;
}): RenderedEmail {
  const amount = formatPence(input.amountPence);
  const line = `Your payout ${input.reference} of ${amount} could not be made: ${input.reason}`;
  const next =
    "The commission in it is available again and will be included in the next weekly payout. Please check your payment information in Account Settings.";
  return renderEmailLayout({
    subject: `Your ${SITE.name} payout ${input.reference} could not be made`,
    preheader: "Action may be needed on your payment information.",
    bodyHtml: `<p>Hello ${escapeHtml(input.contactName)},</p>
<p>${escapeHtml(line)}</p>
<p>${escapeHtml(next)}</p>
${emailButton(input.payoutsUrl, "View your payouts")}`,
    bodyText: `Hello ${input.contactName},\n\n${line}\n\n${next}\n\n${input.payoutsUrl}`,
  });
}
