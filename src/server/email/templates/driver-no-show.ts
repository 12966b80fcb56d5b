import "server-only";
import type { SiteIdentity } from "@/lib/site-identity";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";

/** To the operations mailbox: a chauffeur recorded that the passenger did not show. */
export function driverNoShowEmail(input: {
  site: SiteIdentity;
  bookingReference: string;
  driverName: string;
  pickupLocation: string;
  pickupTime: string;
  bookingUrl: string;
}): RenderedEmail {
  const summary = `${input.driverName} recorded a no show for booking ${input.bookingReference} at ${input.pickupLocation} (pickup ${input.pickupTime}), after the free waiting time.`;
  return renderEmailLayout(input.site, {
    subject: `No show: booking ${input.bookingReference}`,
    preheader: "A chauffeur recorded a no show.",
    bodyHtml: `<p>${escapeHtml(summary)}</p>
${emailButton(input.bookingUrl, "Open the booking")}`,
    bodyText: `${summary}\n\nBooking: ${input.bookingUrl}`,
  });
}
