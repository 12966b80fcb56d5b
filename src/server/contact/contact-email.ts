import "server-only";
import type { SiteIdentity } from "@/lib/site-identity";
import type { ContactMessage } from "@/lib/validations/contact";
import { escapeHtml, renderEmailLayout, type RenderedEmail } from "@/server/email/layout";

/** The operations mailbox's copy of a contact-form message; every user value is escaped. */
export function renderContactEmail(
  site: SiteIdentity,
  message: ContactMessage & { messageId: number },
): RenderedEmail {
  const subject = `Contact form: ${message.subject.slice(0, 120)}`;
  const paragraphs = escapeHtml(message.message).replace(/\r?\n/g, "<br>");
  const bodyHtml = `<h1 style="font-size:20px;margin:0 0 16px">New contact message #${message.messageId}</h1>
<p style="margin:0 0 4px"><strong>From:</strong> ${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;</p>
<p style="margin:0 0 16px"><strong>Subject:</strong> ${escapeHtml(message.subject)}</p>
<div style="border-left:3px solid #d4af5a;padding-left:12px">${paragraphs}</div>`;
  const bodyText = `New contact message #${message.messageId}\n\nFrom: ${message.name} <${message.email}>\nSubject: ${message.subject}\n\n${message.message}`;
  return renderEmailLayout(site, {
    subject,
    preheader: `${message.name} wrote: ${message.subject}`.slice(0, 140),
    bodyHtml,
    bodyText,
  });
}
