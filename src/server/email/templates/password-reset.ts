import "server-only";
import type { SiteIdentity } from "@/lib/site-identity";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";

/** `resetUrl` is built from the configured site URL, never from the request's Host. */
export function passwordResetEmail(input: {
  site: SiteIdentity;
  firstName: string;
  resetUrl: string;
}): RenderedEmail {
  return renderEmailLayout(input.site, {
    subject: `Reset your ${input.site.name} password`,
    preheader: "This link is valid for one hour and can be used once.",
    bodyHtml: `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>We received a request to reset the password for your account. Choose a new password with the button below.</p>
${emailButton(input.resetUrl, "Reset Password")}
<p>Or copy this link into your browser:<br><a href="${escapeHtml(input.resetUrl)}">${escapeHtml(input.resetUrl)}</a></p>
<p>The link is valid for one hour and works once. If you did not ask for it, you can ignore this e-mail: your password stays the same.</p>`,
    bodyText: `Hello ${input.firstName},

We received a request to reset the password for your account. Choose a new password here:
${input.resetUrl}

The link is valid for one hour and works once. If you did not ask for it, you can ignore this e-mail: your password stays the same.`,
  });
}
