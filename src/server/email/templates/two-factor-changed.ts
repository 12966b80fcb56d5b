import "server-only";
import type { SiteIdentity } from "@/lib/site-identity";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";

/** Sent when two-factor sign-in is turned on or off, so an unexpected change is noticed. */
export function twoFactorChangedEmail(input: {
  site: SiteIdentity;
  firstName: string;
  siteUrl: string;
  enabled: boolean;
}): RenderedEmail {
  const state = input.enabled ? "turned on" : "turned off";
  const detail = input.enabled
    ? "From now on, signing in asks for a code from your authenticator app (or one of your recovery codes) after your password."
    : "Signing in now needs only your password.";
  const forgotUrl = `${input.siteUrl}/forgot-password`;
  return renderEmailLayout(input.site, {
    subject: `Two-factor sign-in was ${state} for your ${input.site.name} account`,
    preheader: `Two-factor sign-in was ${state}.`,
    bodyHtml: `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>Two-factor sign-in was just ${state} for your ${escapeHtml(input.site.name)} account. ${escapeHtml(detail)}</p>
<p>If this was not you, reset your password now and contact us at ${escapeHtml(input.site.supportEmail)}.</p>
${emailButton(forgotUrl, "Reset my password")}`,
    bodyText: `Hello ${input.firstName},

Two-factor sign-in was just ${state} for your ${input.site.name} account. ${detail}

If this was not you, reset your password now and contact us at ${input.site.supportEmail}:
${forgotUrl}`,
  });
}
