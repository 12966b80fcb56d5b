import "server-only";
import type { SiteIdentity } from "@/lib/site-identity";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";
import { reviewRequestEmail } from "./review-request";

/** To the applicant, once the application is stored. */
export function driverApplicationReceivedEmail(input: {
  site: SiteIdentity;
  firstName: string;
}): RenderedEmail {
  return renderEmailLayout(input.site, {
    subject: `We have received your ${input.site.name} driver application`,
    preheader: "Your application will be reviewed and we will contact you.",
    bodyHtml: `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>Thank you for applying to drive with ${escapeHtml(input.site.name)}. Your application is now under review, and we will contact you once it has been checked.</p>
<p>If you have any questions, write to us at ${escapeHtml(input.site.supportEmail)}.</p>`,
    bodyText: `Hello ${input.firstName},

Thank you for applying to drive with ${input.site.name}. Your application is now under review, and we will contact you once it has been checked.

If you have any questions, write to us at ${input.site.supportEmail}.`,
  });
}

/** To the operations mailbox: who applied and where to review them. No licence data in e-mail. */
export function driverApplicationNotificationEmail(input: {
  site: SiteIdentity;
  driverId: number;
  name: string;
  email: string;
  phone: string;
  siteUrl: string;
}): RenderedEmail {
  return reviewRequestEmail(input.site, {
    subject: `New driver application: ${input.name}`,
    headline: "A new driver application is waiting for review.",
    name: input.name,
    idLabel: `driver ID ${input.driverId}`,
    details: [input.email, input.phone],
    area: "Driver Management",
    reviewUrl: `${input.siteUrl}/admin/drivers`,
  });
}

/**
 * To an approved driver. A new account gets a single-use link to set its password; an
 * existing account keeps its password and is told to sign in with it.
 */
export function driverApprovedEmail(input: {
  site: SiteIdentity;
  firstName: string;
  setPasswordUrl: string | null;
  signInUrl: string;
  validHours: number;
}): RenderedEmail {
  const intro = `Your application to drive with ${input.site.name} has been approved.`;
  const html = input.setPasswordUrl
    ? `<p>${escapeHtml(intro)} Set a password for your driver account with the button below, then sign in to see your dashboard.</p>
${emailButton(input.setPasswordUrl, "Set your password")}
<p>Or copy this link into your browser:<br><a href="${escapeHtml(input.setPasswordUrl)}">${escapeHtml(input.setPasswordUrl)}</a></p>
<p>The link works once and is valid for ${input.validHours} hours. If it has expired, use "Forgot password" on the sign-in page.</p>`
    : `<p>${escapeHtml(intro)} Your existing account is now your driver account: sign in with your usual password to see your dashboard.</p>
${emailButton(input.signInUrl, "Sign in")}`;
  const text = input.setPasswordUrl
    ? `${intro} Set a password for your driver account here, then sign in to see your dashboard:
${input.setPasswordUrl}

The link works once and is valid for ${input.validHours} hours. If it has expired, use "Forgot password" on the sign-in page.`
    : `${intro} Your existing account is now your driver account: sign in with your usual password to see your dashboard:
${input.signInUrl}`;
  return renderEmailLayout(input.site, {
    subject: `Your ${input.site.name} driver application has been approved`,
    preheader: "Welcome aboard.",
    bodyHtml: `<p>Hello ${escapeHtml(input.firstName)},</p>\n${html}`,
    bodyText: `Hello ${input.firstName},\n\n${text}`,
  });
}

/** To an applicant the administrator turned down, with the reason as the administrator wrote it. */
export function driverRejectedEmail(input: {
  site: SiteIdentity;
  firstName: string;
  reason: string;
}): RenderedEmail {
  const intro = `Thank you for applying to drive with ${input.site.name}. After reviewing your application, we are unable to approve it.`;
  const contact = `If you have any questions, write to us at ${input.site.supportEmail}.`;
  return renderEmailLayout(input.site, {
    subject: `Your ${input.site.name} driver application`,
    preheader: "An update on your driver application.",
    bodyHtml: `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>${escapeHtml(intro)}</p>
<p>The reason given:</p>
<blockquote style="white-space:pre-line">${escapeHtml(input.reason)}</blockquote>
<p>${escapeHtml(contact)}</p>`,
    bodyText: `Hello ${input.firstName},\n\n${intro}\n\nThe reason given:\n${input.reason}\n\n${contact}`,
  });
}
