import "server-only";
import type { SiteIdentity } from "@/lib/site-identity";
import { escapeHtml, emailButton, renderEmailLayout, type RenderedEmail } from "../layout";

/** To the operations mailbox: a booking was taken (online or by phone), and where to see it. */
export function newBookingNotificationEmail(input: {
  site: SiteIdentity;
  /** The id, or a slot the statement that creates the booking fills in (insert-one-way.ts). */
  bookingId: number | string;
  reference: string;
  channel: "online" | "phone";
  pickup: string;
  when: string;
  withReturn: boolean;
  siteUrl: string;
}): RenderedEmail {
  const url = `${input.siteUrl}/admin/bookings?q=${encodeURIComponent(input.reference)}`;
  const how = input.channel === "phone" ? "taken by phone" : "made online";
  const trip = input.withReturn ? " (with a return)" : "";
  return renderEmailLayout(input.site, {
    subject: `New booking ${input.reference}`,
    preheader: `A booking was ${how}.`,
    bodyHtml: `<p>A booking was ${how}${trip}.</p>
<p><strong>${escapeHtml(input.reference)}</strong> (booking #${input.bookingId})<br>${escapeHtml(input.when)}<br>${escapeHtml(input.pickup)}</p>
${emailButton(url, "Open in Bookings")}`,
    bodyText: `A booking was ${how}${trip}.

${input.reference} (booking #${input.bookingId})
${input.when}
${input.pickup}

Open it in Bookings: ${url}`,
  });
}
