import "server-only";
import type { SiteIdentity } from "@/lib/site-identity";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";

export const RATING_REQUEST_TEMPLATE = "rating_request";

/** To the customer once their ride is completed: how was it? A link to rate it and tip. */
export function ratingRequestEmail(input: {
  site: SiteIdentity;
  firstName: string;
  bookingReference: string;
  rateUrl: string;
}): RenderedEmail {
  const greeting = `Hello ${input.firstName},`;
  const ask = `Thank you for riding with ${input.site.name}. How was your ride (booking ${input.bookingReference})? Rate it in a few seconds, and tip your chauffeur if you wish: all of a tip goes to them. You can rate the ride for 14 days.`;
  return renderEmailLayout(input.site, {
    subject: `How was your ride? Booking ${input.bookingReference}`,
    preheader: "Rate your ride and tip your chauffeur.",
    bodyHtml: `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(ask)}</p>
${emailButton(input.rateUrl, "Rate your ride")}`,
    bodyText: `${greeting}\n\n${ask}\n\nRate your ride: ${input.rateUrl}`,
  });
}
