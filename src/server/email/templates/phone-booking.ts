import "server-only";
import { formatPence } from "@/lib/money";
import type { SiteIdentity } from "@/lib/site-identity";
import type { BookingRow } from "@/server/db/schema";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";
import { legSections, legSectionsHtml } from "./receipt";

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

/**
 * The pay link for a booking taken by phone, with the booking's reference and each leg's details
 * as the online confirmation lists them; the customer opens the link signed in. The receipt
 * follows once it is paid, as for an online booking.
 */
export function payLinkEmail(input: {
  site: SiteIdentity;
  firstName: string;
  legs: BookingRow[];
  amountPence: number;
  payUrl: string;
}): RenderedEmail {
  const [outbound] = input.legs;
  if (!outbound) throw new Error("A pay link needs at least one booking leg");
  const amount = formatPence(input.amountPence);
  const reference = outbound.booking_reference;
  const sections = legSections(input.legs);
  return renderEmailLayout(input.site, {
    subject: `Pay for your booking #${outbound.booking_id}`,
    preheader: `Booking ${reference} is reserved: ${amount} to pay.`,
    bodyHtml: `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>Thank you for booking with ${escapeHtml(input.site.name)}. Booking #${outbound.booking_id} comes to ${escapeHtml(amount)}; please pay online to confirm it.</p>
<p><strong>Booking reference:</strong> ${escapeHtml(reference)}</p>
${legSectionsHtml(sections)}
${emailButton(input.payUrl, "Pay now")}`,
    bodyText: `Hello ${input.firstName},

Thank you for booking with ${input.site.name}. Booking #${outbound.booking_id} comes to ${amount}; please pay online to confirm it:
${input.payUrl}

Booking reference: ${reference}

${sections.map((lines) => lines.join("\n")).join("\n\n")}`,
  });
}
