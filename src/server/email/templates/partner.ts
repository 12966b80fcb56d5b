import "server-only";
import type { SiteIdentity } from "@/lib/site-identity";
import {
  emailButton,
  escapeHtml,
  paragraphsEmail,
  renderEmailLayout,
  type RenderedEmail,
} from "../layout";
import { reviewRequestEmail } from "./review-request";

/** To a new partner, once the account and the Pending partner record exist. */
export function partnerRegisteredEmail(input: {
  site: SiteIdentity;
  contactName: string;
  companyName: string;
  signInUrl: string;
}): RenderedEmail {
  const intro = `Thank you for registering ${input.companyName} as a ${input.site.name} partner. Your account has been created and is now under review.`;
  const next =
    "You can sign in to your partner dashboard straight away; your guest booking page goes live once we have approved your account, and we will e-mail you when that happens.";
  return paragraphsEmail(input.site, {
    subject: `Your ${input.site.name} partner account is under review`,
    preheader: "We have received your partner registration.",
    greeting: input.contactName,
    lines: [intro, next],
    link: { href: input.signInUrl, label: "Sign in" },
  });
}

/** To the operations mailbox: a partner is waiting for approval. */
export function partnerRegistrationNotificationEmail(input: {
  site: SiteIdentity;
  partnerId: number;
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  siteUrl: string;
}): RenderedEmail {
  return reviewRequestEmail(input.site, {
    subject: `New partner registration: ${input.companyName}`,
    headline: "A new partner is waiting for approval.",
    name: input.companyName,
    idLabel: `partner ID ${input.partnerId}`,
    details: [input.contactName, input.email, input.phone],
    area: "Partner Management",
    reviewUrl: `${input.siteUrl}/admin/partners`,
  });
}

/** To a partner the administrator has approved: the guest page is live. */
export function partnerApprovedEmail(input: {
  site: SiteIdentity;
  contactName: string;
  companyName: string;
  guestPageUrl: string;
  dashboardUrl: string;
}): RenderedEmail {
  const intro = `Good news: ${input.companyName} is now an approved ${input.site.name} partner.`;
  const page = `Your guest booking page is live at ${input.guestPageUrl}. Bookings your guests make there are credited to you.`;
  return paragraphsEmail(input.site, {
    subject: `Your ${input.site.name} partner account has been approved`,
    preheader: "Your guest booking page is live.",
    greeting: input.contactName,
    lines: [intro, page],
    link: {
      href: input.dashboardUrl,
      label: "Open your partner dashboard",
      textLabel: "Your partner dashboard",
    },
  });
}

/**
 * To a partner whose payout the administrator marked paid or failed. The amount is the money
 * sent (net plus VAT for a VAT-registered partner), with the net and VAT beside it as the
 * statement states them.
 */
export function partnerPayoutEmail(input: {
  site: SiteIdentity;
  contactName: string;
  payoutNumber: string;
  money: { net: string; vat: string | null; total: string };
  outcome: { paid: true; reference: string } | { paid: false; reason: string };
  payoutsUrl: string;
}): RenderedEmail {
  const { money, payoutNumber } = input;
  const amount = money.vat
    ? `${money.total} (commission ${money.net} + VAT ${money.vat})`
    : money.total;
  const line = input.outcome.paid
    ? `Your payout ${payoutNumber} of ${amount} has been sent by bank transfer (reference ${input.outcome.reference}).`
    : `Your payout ${payoutNumber} of ${amount} could not be made: ${input.outcome.reason}. The commission is back in your available balance for the next payout run.`;
  return renderEmailLayout(input.site, {
    subject: input.outcome.paid
      ? `Payout ${payoutNumber} sent: ${money.total}`
      : `Payout ${payoutNumber} could not be made`,
    preheader: line,
    bodyHtml: `<p>Hello ${escapeHtml(input.contactName)},</p>
<p>${escapeHtml(line)}</p>
${emailButton(input.payoutsUrl, "View your payouts")}`,
    bodyText: `Hello ${input.contactName},\n\n${line}\n\nView your payouts: ${input.payoutsUrl}`,
  });
}
