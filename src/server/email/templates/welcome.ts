import "server-only";
import { SITE } from "@/lib/site";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";

export function welcomeEmail(input: { firstName: string; siteUrl: string }): RenderedEmail {
  const dashboardUrl = `${input.siteUrl}/dashboard`;
  return renderEmailLayout({
    subject: `Welcome to ${SITE.name}`,
    preheader: "Your account is ready.",
    bodyHtml: `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>Welcome to ${escapeHtml(SITE.name)}. Your account is ready: you can book rides, pay by card and manage your bookings from your dashboard.</p>
${emailButton(dashboardUrl, "Go to your dashboard")}
<p>If you did not create this account, please contact us at ${escapeHtml(SITE.supportEmail)}.</p>`,
    bodyText: `Hello ${input.firstName},

Welcome to ${SITE.name}. Your account is ready: you can book rides, pay by card and manage your bookings from your dashboard:
${dashboardUrl}

If you did not create this account, please contact us at ${SITE.supportEmail}.`,
  });
}
