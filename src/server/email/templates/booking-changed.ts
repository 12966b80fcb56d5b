import "server-only";
import { formatPence } from "@/lib/money";
import type { SiteIdentity } from "@/lib/site-identity";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";

export const BOOKING_CHANGED_TEMPLATE = "booking-changed";

/** One changed detail as the customer reads it: "Pickup: Heathrow -> The Savoy". */
export interface BookingChangeLine {
  label: string;
  old: string;
  new: string;
}

/** Tells the customer what an operator changed on their booking, and any refund it gave. */
export function bookingChangedEmail(input: {
  site: SiteIdentity;
  firstName: string;
  reference: string;
  changes: BookingChangeLine[];
  refundPence: number;
  dashboardUrl: string;
}): RenderedEmail {
  const lines = input.changes.map((change) => `${change.label}: ${change.old} → ${change.new}`);
  const refund =
    input.refundPence > 0
      ? `We have refunded the difference of ${formatPence(input.refundPence)} to the card you paid with; banks usually show it within 5 to 10 working days.`
      : null;
  return renderEmailLayout(input.site, {
    subject: `Your booking ${input.reference} has changed`,
    preheader: lines[0] ?? "Your booking has changed.",
    bodyHtml: `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>We have updated your booking <strong>${escapeHtml(input.reference)}</strong>:</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
${refund ? `<p>${escapeHtml(refund)}</p>` : ""}
${emailButton(input.dashboardUrl, "View my bookings")}
<p>If this is not what you agreed, call ${escapeHtml(input.site.phoneDisplay)} or write to ${escapeHtml(input.site.supportEmail)}.</p>`,
    bodyText: `Hello ${input.firstName},

We have updated your booking ${input.reference}:
${lines.map((line) => `- ${line}`).join("\n")}
${refund ? `\n${refund}\n` : ""}
View your bookings: ${input.dashboardUrl}
If this is not what you agreed, call ${input.site.phoneDisplay} or write to ${input.site.supportEmail}.`,
  });
}
