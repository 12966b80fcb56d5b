import "server-only";
import { formatPence, type Currency } from "@/lib/money";
import { linesOrFare } from "@/lib/price-lines";
import type { SiteIdentity } from "@/lib/site-identity";
import type { BookingRow } from "@/server/db/schema";
import type { OutboxAttachment } from "@/server/db/schema";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";
import { buildBookingCalendar } from "./receipt-calendar";
import { rideLines } from "./ride-lines";

export const RECEIPT_TEMPLATE = "receipt";
export const CANCELLATION_POLICY =
  "Free cancellation up to 1 hour before pickup: cancel from your dashboard and the payment is refunded in full. Cancellations later than that are not refunded.";

export interface ReceiptInput {
  site: SiteIdentity;
  firstName: string;
  legs: BookingRow[];
  amountPence: number;
  currency: string;
  paymentIntentId: string;
  paidAt: Date;
  siteUrl: string;
  /** What VAT says about the total (Settings' Billing): the VAT in it, or that none is charged. */
  vatLabel?: string;
}

/** "How this price is made: base fare £60.00; distance £49.72", when there is more to say than the fare. */
export function priceMadeLine(leg: BookingRow, currency: Currency = "gbp"): string[] {
  const lines = linesOrFare(leg.price_lines, leg.price_pence);
  if (lines.length === 1 && lines[0]?.code === "fare") return [];
  const parts = lines.map((line) => `${line.label} ${formatPence(line.amountPence, currency)}`);
  return [`How this price is made: ${parts.join("; ")}`];
}

/** One leg's details as the customer's confirmation lists them (the receipt and the pay link). */
export function legLines(leg: BookingRow, label: string, currency: Currency = "gbp"): string[] {
  return [
    ...rideLines(leg, label),
    `Passengers: ${leg.number_of_passengers}, luggage: ${leg.number_of_luggage}`,
    ...(leg.flight_number ? [`Flight: ${leg.flight_number}`] : []),
    `Amount: ${formatPence(leg.price_pence, currency)}`,
    ...priceMadeLine(leg, currency),
  ];
}

/** Each leg's lines, the first titled Outbound and the second Return. */
export function legSections(legs: BookingRow[], currency: Currency = "gbp"): string[][] {
  return legs.map((leg, index) => legLines(leg, index === 0 ? "Outbound" : "Return", currency));
}

/** The sections as HTML: a heading per leg over its lines. */
export function legSectionsHtml(sections: string[][]): string {
  return sections
    .map(
      ([title, ...rest]) =>
        `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(title ?? "")}</h2><ul style="padding-left:18px;margin:0">${rest
          .map((line) => `<li>${escapeHtml(line)}</li>`)
          .join("")}</ul>`,
    )
    .join("");
}

/** The payment receipt: both legs, amounts, references, pickup details, policy and a calendar file. */
export function receiptEmail(
  input: ReceiptInput,
): RenderedEmail & { attachments: OutboxAttachment[] } {
  const currency: Currency = "gbp";
  const [outbound] = input.legs;
  if (!outbound) throw new Error("A receipt needs at least one booking leg");
  const reference = outbound.reference_code
    ? `${outbound.reference_code} (booking ${outbound.booking_reference})`
    : outbound.booking_reference;
  const sections = legSections(input.legs, currency);
  const total = formatPence(input.amountPence, currency);
  const dashboardUrl = `${input.siteUrl}/dashboard/bookings`;
  const paidOn = input.paidAt.toISOString().slice(0, 10);
  const receiptUrl = `${input.siteUrl}/api/bookings/${outbound.booking_id}/receipt`;
  const vat = input.vatLabel ? [input.vatLabel] : [];

  const sectionHtml = legSectionsHtml(sections);
  const calendar = buildBookingCalendar({
    site: input.site,
    legs: input.legs,
    siteUrl: input.siteUrl,
  });
  const rendered = renderEmailLayout(input.site, {
    subject: `Payment receipt for booking ${reference}`,
    preheader: `We received your payment of ${total}.`,
    bodyHtml: `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>Thank you for your payment. Your booking is confirmed and paid.</p>
<p><strong>Booking reference:</strong> ${escapeHtml(reference)}<br><strong>Payment reference:</strong> ${escapeHtml(input.paymentIntentId)}<br><strong>Paid on:</strong> ${escapeHtml(paidOn)}<br><strong>Total paid:</strong> ${escapeHtml(total)}</p>
${vat.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}
${sectionHtml}
<p><a href="${escapeHtml(receiptUrl)}">Download your receipt (PDF)</a></p>
<h2 style="font-size:16px;margin:24px 0 8px">Cancellation policy</h2><p>${escapeHtml(CANCELLATION_POLICY)}</p>
<p>Your chauffeur will contact you 24 hours before the journey. The attached calendar file adds the pickup to your calendar.</p>
${emailButton(dashboardUrl, "View your bookings")}`,
    bodyText: `Hello ${input.firstName},

Thank you for your payment. Your booking is confirmed and paid.

Booking reference: ${reference}
Payment reference: ${input.paymentIntentId}
Paid on: ${paidOn}
Total paid: ${total}
${vat.map((line) => `${line}\n`).join("")}
${sections.map((lines) => lines.join("\n")).join("\n\n")}

Download your receipt (PDF): ${receiptUrl}

Cancellation policy: ${CANCELLATION_POLICY}

Your chauffeur will contact you 24 hours before the journey. The attached calendar file adds the pickup to your calendar.
View your bookings: ${dashboardUrl}
Questions? ${input.site.phoneDisplay} · ${input.site.supportEmail}`,
  });
  return {
    ...rendered,
    attachments: [
      {
        filename: `booking-${outbound.booking_id}.ics`,
        contentType: "text/calendar; charset=utf-8",
        content: Buffer.from(calendar).toString("base64"),
      },
    ],
  };
}
