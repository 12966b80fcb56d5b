import "server-only";
import { formatPence } from "@/lib/money";
import type { SiteIdentity } from "@/lib/site-identity";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";

/** An account the operator opened during a phone booking: the customer chooses a password. */
export function setPasswordEmail(input: {
  site: SiteIdentity;
  firstName: string;
  setUrl: string;
}): RenderedEmail {
  return renderEmailLayout(input.site, {
    subject: `Your ${input.site.name} account`,
    preheader: "Choose a password to see and manage your bookings.",
    bodyHtml: `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>We opened an account for you while taking your booking by phone. Choose a password to see and manage your bookings online. The link works for 7 days.</p>
${emailButton(input.setUrl, "Choose a password")}`,
    bodyText: `Hello ${input.firstName},

We opened an account for you while taking your booking by phone. Choose a password to see and manage your bookings online (the link works for 7 days):
${input.setUrl}`,
  });
}

/** The pay link for a booking taken by phone; the customer opens it signed in. */
export function payLinkEmail(input: {
  site: SiteIdentity;
  firstName: string;
  bookingId: number;
  amountPence: number;
  payUrl: string;
}): RenderedEmail {
  const amount = formatPence(input.amountPence);
  return renderEmailLayout(input.site, {
    subject: `Pay for your booking #${input.bookingId}`,
    preheader: `Your booking is reserved: ${amount} to pay.`,
    bodyHtml: `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>Thank you for booking with ${escapeHtml(input.site.name)}. Booking #${input.bookingId} comes to ${escapeHtml(amount)}; please pay online to confirm it.</p>
${emailButton(input.payUrl, "Pay now")}`,
    bodyText: `Hello ${input.firstName},

Thank you for booking with ${input.site.name}. Booking #${input.bookingId} comes to ${amount}; please pay online to confirm it:
${input.payUrl}`,
  });
}
