import "server-only";
import type { SiteIdentity } from "@/lib/site-identity";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";

export function welcomeEmail(input: {
  site: SiteIdentity;
  firstName: string;
  siteUrl: string;
}): RenderedEmail {
  const dashboardUrl = `${input.siteUrl}/dashboard`;
  return renderEmailLayout(input.site, {
    subject: `Welcome to ${input.site.name}`,
    preheader: "Your account is ready.",
    bodyHtml: `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>Welcome to ${escapeHtml(input.site.name)}. Your account is ready: you can book rides, pay by card and manage your bookings from your dashboard.</p>
${emailButton(dashboardUrl, "Go to your dashboard")}
<p>If you did not create this account, please contact us at ${escapeHtml(input.site.supportEmail)}.</p>`,
    bodyText: `Hello ${input.firstName},

Welcome to ${input.site.name}. Your account is ready: you can book rides, pay by card and manage your bookings from your dashboard:
${dashboardUrl}

If you did not create this account, please contact us at ${input.site.supportEmail}.`,
  });
}
