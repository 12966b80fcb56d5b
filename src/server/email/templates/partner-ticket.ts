import "server-only";
import type { SiteIdentity } from "@/lib/site-identity";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";

/** To the operations mailbox: a partner submitted a Support Center ticket. */
export function partnerTicketNotificationEmail(input: {
  site: SiteIdentity;
  ticketId: number;
  companyName: string;
  subject: string;
  message: string;
  inboxUrl: string;
}): RenderedEmail {
  return renderEmailLayout(input.site, {
    subject: `Partner ticket #${input.ticketId} from ${input.companyName}: ${input.subject}`,
    preheader: "A partner needs help.",
    bodyHtml: `<p><strong>${escapeHtml(input.companyName)}</strong> submitted ticket #${input.ticketId}.</p>
<p><strong>${escapeHtml(input.subject)}</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>
${emailButton(input.inboxUrl, "Open the tickets inbox")}`,
    bodyText: `${input.companyName} submitted ticket #${input.ticketId}.\n\n${input.subject}\n\n${input.message}\n\nTickets inbox: ${input.inboxUrl}`,
  });
}

/** To the partner: operations replied to its ticket. */
export function partnerTicketReplyEmail(input: {
  site: SiteIdentity;
  contactName: string;
  ticketId: number;
  subject: string;
  reply: string;
  supportUrl: string;
}): RenderedEmail {
  return renderEmailLayout(input.site, {
    subject: `Re: ${input.subject} (ticket #${input.ticketId})`,
    preheader: `${input.site.name} support replied to your ticket.`,
    bodyHtml: `<p>Hello ${escapeHtml(input.contactName)},</p>
<p>We have replied to your ticket #${input.ticketId}, "${escapeHtml(input.subject)}":</p>
<p style="white-space:pre-wrap">${escapeHtml(input.reply)}</p>
${emailButton(input.supportUrl, "View in your Support Center")}`,
    bodyText: `Hello ${input.contactName},\n\nWe have replied to your ticket #${input.ticketId}, "${input.subject}":\n\n${input.reply}\n\nView it in your Support Center: ${input.supportUrl}`,
  });
}
