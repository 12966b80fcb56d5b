import "server-only";
import type { SiteIdentity } from "@/lib/site-identity";

export interface RenderedEmail {
  /** The sender's display name: the site's name from Settings. */
  fromName: string;
  subject: string;
  html: string;
  text: string;
}

/** Escapes text for HTML e-mail bodies; every template passes user data through this. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/**
 * The product's e-mail frame: black header with the name in gold, a white card, a footer with
 * the company's contact details (the signature), all from Settings' general values.
 * `bodyHtml` must already be escaped.
 */
export function renderEmailLayout(
  site: SiteIdentity,
  input: {
    subject: string;
    preheader: string;
    bodyHtml: string;
    bodyText: string;
  },
): RenderedEmail {
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:Helvetica,Arial,sans-serif;color:#18181b">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(input.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#0b0b0c;padding:20px 32px;color:#d4af5a;font-size:20px;font-weight:bold;letter-spacing:0.5px">${escapeHtml(site.name)}</td></tr>
<tr><td style="padding:32px;font-size:15px;line-height:1.6">${input.bodyHtml}</td></tr>
<tr><td style="padding:20px 32px;background:#fafafa;color:#52525b;font-size:12px;line-height:1.5">${escapeHtml(site.name)} · ${escapeHtml(site.address)}<br>${escapeHtml(site.phoneDisplay)} · ${escapeHtml(site.supportEmail)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = `${input.bodyText.trim()}\n\n--\n${site.name}\n${site.address}\n${site.phoneDisplay} · ${site.supportEmail}\n`;
  return { fromName: site.name, subject: input.subject, html, text };
}

/** A gold call-to-action button for HTML e-mails. */
export function emailButton(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#0b0b0c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>`;
}

/**
 * A short message in plain-text paragraphs (escaped here): a greeting when there is one, the
 * lines, and a button when there is a link. The text version spells the link out after its label,
 * or after `textLabel` where the button's words read badly before an address.
 */
export function paragraphsEmail(
  site: SiteIdentity,
  input: {
    subject: string;
    preheader: string;
    greeting: string | null;
    lines: readonly string[];
    link: { href: string; label: string; textLabel?: string } | null;
  },
): RenderedEmail {
  const { link } = input;
  const lines = input.greeting ? [`Hello ${input.greeting},`, ...input.lines] : input.lines;
  const html = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n");
  return renderEmailLayout(site, {
    subject: input.subject,
    preheader: input.preheader,
    bodyHtml: link ? `${html}\n${emailButton(link.href, link.label)}` : html,
    bodyText: [...lines, ...(link ? [`${link.textLabel ?? link.label}: ${link.href}`] : [])].join(
      "\n\n",
    ),
  });
}
