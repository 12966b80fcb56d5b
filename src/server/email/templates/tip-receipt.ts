import "server-only";
import { formatPence, type Currency } from "@/lib/money";
import type { SiteIdentity } from "@/lib/site-identity";
import { escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";

export const TIP_RECEIPT_TEMPLATE = "tip_receipt";

/** The customer's receipt for a tip: the amount, the booking, the payment's reference. */
export function tipReceiptEmail(input: {
  site: SiteIdentity;
  firstName: string;
  bookingReference: string;
  amountPence: number;
  currency: Currency;
  paymentIntentId: string;
  paidAt: Date;
}): RenderedEmail {
  const amount = formatPence(input.amountPence, input.currency);
  const lines = [
    `Tip: ${amount}`,
    `Booking: ${input.bookingReference}`,
    `Paid: ${input.paidAt.toISOString().slice(0, 10)}`,
    `Payment reference: ${input.paymentIntentId}`,
  ];
  const thanks = `Hello ${input.firstName}, thank you for your tip of ${amount}. All of it goes to your chauffeur.`;
  return renderEmailLayout(input.site, {
    subject: `Receipt for your tip of ${amount} (booking ${input.bookingReference})`,
    preheader: "Thank you for your tip.",
    bodyHtml: `<p>${escapeHtml(thanks)}</p><ul style="padding-left:18px;margin:0">${lines
      .map((line) => `<li>${escapeHtml(line)}</li>`)
      .join("")}</ul>`,
    bodyText: `${thanks}\n\n${lines.join("\n")}`,
  });
}
