import "server-only";
import type { SiteIdentity } from "@/lib/site-identity";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";

/** To the new address: the link that makes it the account's sign-in e-mail. */
export function emailChangeVerifyEmail(input: {
  site: SiteIdentity;
  firstName: string;
  newEmail: string;
  verifyUrl: string;
  validHours: number;
}): RenderedEmail {
  const intro = `You asked to use ${input.newEmail} to sign in to your ${input.site.name} account. Open the link below to confirm it; until then your current address stays in use.`;
  const expiry = `The link works once and expires in ${input.validHours} hours. If you did not ask for this, ignore this e-mail.`;
  return renderEmailLayout(input.site, {
    subject: `Verify your new e-mail address for ${input.site.name}`,
    preheader: "Confirm your new sign-in e-mail address.",
    bodyHtml: `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>${escapeHtml(intro)}</p>
${emailButton(input.verifyUrl, "Verify e-mail address")}
<p>${escapeHtml(expiry)}</p>`,
    bodyText: `Hello ${input.firstName},\n\n${intro}\n\nVerify: ${input.verifyUrl}\n\n${expiry}`,
  });
}

/** To the old address once the change is done, so an unexpected change is noticed. */
export function emailChangedNoticeEmail(input: {
  site: SiteIdentity;
  firstName: string;
  newEmail: string;
  forgotUrl: string;
}): RenderedEmail {
  const line = `The sign-in e-mail of your ${input.site.name} account was changed to ${input.newEmail}. This address will no longer receive account e-mails.`;
  const help = `If you did not make this change, contact us at ${input.site.supportEmail} straight away.`;
  return renderEmailLayout(input.site, {
    subject: `Your ${input.site.name} e-mail address was changed`,
    preheader: "Your sign-in e-mail address was changed.",
    bodyHtml: `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>${escapeHtml(line)}</p>
<p>${escapeHtml(help)}</p>`,
    bodyText: `Hello ${input.firstName},\n\n${line}\n\n${help}\nReset your password: ${input.forgotUrl}`,
  });
}
