import "server-only";
import { formatPence } from "@/lib/money";
import type { SiteIdentity } from "@/lib/site-identity";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";

export const CANCELLATION_TEMPLATE = "cancellation";

/** Confirms a cancellation: each leg cancelled, with its date, and what is refunded. */
export function cancellationEmail(input: {
  site: SiteIdentity;
  firstName: string;
  legs: { reference: string; leg: string; dateTime: string }[];
  refundPence: number;
  lateCancellation: boolean;
  dashboardUrl: string;
}): RenderedEmail {
  const legLines = input.legs.map(
    (leg) => `${leg.leg} — booking ${leg.reference}, ${leg.dateTime}`,
  );
  const refund =
    input.refundPence > 0
      ? `We have refunded ${formatPence(input.refundPence)} to the card you paid with; banks usually show it within 5 to 10 working days.`
      : input.lateCancellation
        ? "The booking was cancelled less than 1 hour before pickup, so it is not refunded."
        : "Nothing was paid for it, so there is nothing to refund.";
  const first = input.legs[0]?.reference ?? "";
  return renderEmailLayout(input.site, {
    subject: `Booking ${first} cancelled`,
    preheader: input.refundPence > 0 ? `Refund: ${formatPence(input.refundPence)}.` : refund,
    bodyHtml: `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>This is to confirm that the following ${input.legs.length > 1 ? "rides are" : "ride is"} cancelled:</p>
<ul>${legLines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
<p>${escapeHtml(refund)}</p>
${emailButton(input.dashboardUrl, "View my bookings")}
<p>Questions? Write to ${escapeHtml(input.site.supportEmail)}.</p>`,
    bodyText: `Hello ${input.firstName},

This is to confirm that the following ${input.legs.length > 1 ? "rides are" : "ride is"} cancelled:
${legLines.map((line) => `- ${line}`).join("\n")}

${refund}

View your bookings: ${input.dashboardUrl}
Questions? Write to ${input.site.supportEmail}.`,
  });
}
