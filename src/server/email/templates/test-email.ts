import "server-only";
import type { SiteIdentity } from "@/lib/site-identity";
import { escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";

/** Settings' 'Send test e-mail': shows the sender name and signature as customers see them. */
export function testEmail(input: { site: SiteIdentity; firstName: string }): RenderedEmail {
  const intro = `This is a test e-mail from ${input.site.name}'s settings.`;
  return renderEmailLayout(input.site, {
    subject: `Test e-mail from ${input.site.name}`,
    preheader: intro,
    bodyHtml: `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>${escapeHtml(intro)} If you can read it, e-mail delivery works. The sender name and the contact details below are the ones customers see.</p>`,
    bodyText: `Hello ${input.firstName},

${intro} If you can read it, e-mail delivery works. The sender name and the contact details below are the ones customers see.`,
  });
}
