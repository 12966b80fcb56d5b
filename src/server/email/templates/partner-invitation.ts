import "server-only";
import type { SiteIdentity } from "@/lib/site-identity";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";

/** To a partner the administrator added: choose a password, then sign in. */
export function partnerInvitationEmail(input: {
  site: SiteIdentity;
  contactName: string;
  companyName: string;
  setPasswordUrl: string;
  validHours: number;
  signInUrl: string;
}): RenderedEmail {
  const intro = `${input.site.name} has set up a partner account for ${input.companyName}. Choose a password to sign in to your partner dashboard, where you will find your bookings, commission and guest booking page.`;
  const expiry = `The link works once and expires in ${input.validHours} hours; after that, use "Forgot password" on the sign-in page.`;
  return renderEmailLayout(input.site, {
    subject: `You are invited to the ${input.site.name} partner dashboard`,
    preheader: "Choose a password for your partner account.",
    bodyHtml: `<p>Hello ${escapeHtml(input.contactName)},</p>
<p>${escapeHtml(intro)}</p>
${emailButton(input.setPasswordUrl, "Set your password")}
<p>${escapeHtml(expiry)}</p>`,
    bodyText: `Hello ${input.contactName},\n\n${intro}\n\nSet your password: ${input.setPasswordUrl}\n\n${expiry}\n\nSign in: ${input.signInUrl}`,
  });
}
