import "server-only";
import type { SiteIdentity } from "@/lib/site-identity";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";

export function passwordChangedEmail(input: {
  site: SiteIdentity;
  firstName: string;
  siteUrl: string;
  /** The device that made the change stayed signed in (the console's Update Password). */
  keptThisDevice?: boolean;
}): RenderedEmail {
  const signedOut = input.keptThisDevice
    ? "every other device signed in to it was signed out"
    : "every device signed in to it was signed out";
  const forgotUrl = `${input.siteUrl}/forgot-password`;
  return renderEmailLayout(input.site, {
    subject: `Your ${input.site.name} password was changed`,
    preheader: "Your password was changed and other sessions were signed out.",
    bodyHtml: `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>The password for your ${escapeHtml(input.site.name)} account was just changed, and ${signedOut}.</p>
<p>If this was not you, reset your password now and contact us at ${escapeHtml(input.site.supportEmail)}.</p>
${emailButton(forgotUrl, "Reset my password")}`,
    bodyText: `Hello ${input.firstName},

The password for your ${input.site.name} account was just changed, and ${signedOut}.

If this was not you, reset your password now and contact us at ${input.site.supportEmail}:
${forgotUrl}`,
  });
}
