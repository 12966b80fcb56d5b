import "server-only";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { eq } from "drizzle-orm";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { COMMISSION_CATEGORY_LABELS } from "@/lib/partners/commission";
import { formatBps } from "@/lib/partners/partner-options";
import { executorOrDb } from "@/server/db/transaction";
import type { Executor } from "@/server/db/client";
import {
  bookings,
  partnerCommissions,
  partnerPayouts,
  partners,
  type PartnerPayoutRow,
} from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import { PAYOUT_NOT_FOUND } from "./settle-payout";

/** HMRC's self-billing agreement wording (VAT Notice 700/62), printed on self-billed invoices. */
export const SELF_BILLING_DECLARATION =
  "The VAT shown is your output tax due to HMRC. This is a self-billed invoice issued under a self-billing agreement between the parties.";

/** Money as the statement prints it; the standard fonts have no "£" trouble (WinAnsi has it). */
const money = (pence: number) =>
  `${pence < 0 ? "-" : ""}£${(Math.abs(pence) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;

interface Line {
  date: string;
  reference: string;
  category: string;
  amount: number;
  rate: string;
  commission: number;
}

/** A payout (the caller's own, when `partnerId` is given) with its partner and lines. */
async function loadStatement(executor: Executor, payoutId: number, partnerId?: number) {
  const [found] = await executor
    .select({ payout: partnerPayouts, partner: partners })
    .from(partnerPayouts)
    .innerJoin(partners, eq(partners.partner_id, partnerPayouts.partner_id))
    .where(eq(partnerPayouts.payout_id, payoutId));
  // Another partner's payout is as invisible as a missing one.
  if (!found || (partnerId !== undefined && found.partner.partner_id !== partnerId))
    throw notFound(PAYOUT_NOT_FOUND);
  const rows = await executor
    .select({ row: partnerCommissions, booking: bookings })
    .from(partnerCommissions)
    .innerJoin(bookings, eq(bookings.booking_id, partnerCommissions.booking_id))
    .where(eq(partnerCommissions.payout_id, payoutId))
    .orderBy(bookings.pickup_at, partnerCommissions.commission_id);
  const lines: Line[] = rows.map(({ row, booking }) => ({
    date: booking.booking_date,
    reference: booking.booking_reference,
    category: COMMISSION_CATEGORY_LABELS[row.category],
    amount: row.kind === "commission" ? row.base_pence : -row.base_pence,
    rate: formatBps(row.rate_bps),
    commission: row.amount_pence,
  }));
  return { ...found, lines };
}

function writer(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }) {
  let y = page.getHeight() - 56;
  return {
    text(value: string, x: number, options: { bold?: boolean; size?: number } = {}) {
      page.drawText(value, {
        x,
        y,
        size: options.size ?? 9,
        font: options.bold ? fonts.bold : fonts.regular,
        color: rgb(0.1, 0.1, 0.1),
      });
    },
    down(by = 14) {
      y -= by;
    },
    get y() {
      return y;
    },
  };
}

function period(payout: PartnerPayoutRow, lines: Line[]): string {
  const dates = lines.map((line) => line.date).sort();
  return dates.length ? `${dates[0]} to ${dates.at(-1)} (run ${payout.period})` : payout.period;
}

/**
 * The payout's statement as a PDF: the operator's and the partner's details, the period, one line
 * per booking (date, reference, category, amount, rate, commission), deductions and totals. With
 * a VAT number on the partner it is a self-billed invoice (VAT at 20% on the commission, and
 * HMRC's self-billing declaration); otherwise a remittance statement.
 */
export async function payoutStatementPdf(input: {
  payoutId: number;
  partnerId?: number;
  executor?: Executor;
}): Promise<{ bytes: Uint8Array; filename: string }> {
  const db = await executorOrDb(input.executor);
  const { payout, partner, lines } = await loadStatement(db, input.payoutId, input.partnerId);
  const site = await getSiteIdentity(input.executor);
  const pdf = await PDFDocument.create();
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const selfBilled = Boolean(partner.vat_number);
  const title = selfBilled ? "Self-billed invoice" : "Remittance statement";
  pdf.setTitle(`${title} ${payout.payout_id}`);
  pdf.setAuthor(site.name);
  let page = pdf.addPage([595, 842]);
  let w = writer(page, fonts);
  w.text(title, 48, { bold: true, size: 16 });
  w.down(24);
  w.text(`${site.name}, ${site.address}`, 48);
  w.down();
  w.text(
    `To: ${partner.company_name}, ${partner.company_address} (${partner.contact_person_name})`,
    48,
  );
  w.down();
  if (partner.vat_number) {
    w.text(`Partner VAT number: ${partner.vat_number}`, 48);
    w.down();
  }
  w.text(`Payout ${payout.payout_id} · ${payout.status} · Period ${period(payout, lines)}`, 48);
  w.down(24);
  const columns = [48, 120, 220, 340, 420, 470];
  ["Date", "Reference", "Category", "Amount", "Rate", "Commission"].forEach((head, i) =>
    w.text(head, columns[i]!, { bold: true }),
  );
  w.down();
  for (const line of lines) {
    if (w.y < 120) {
      page = pdf.addPage([595, 842]);
      w = writer(page, fonts);
    }
    [
      line.date,
      line.reference,
      line.category,
      money(line.amount),
      line.rate,
      money(line.commission),
    ].forEach((cell, i) => w.text(cell, columns[i]!));
    w.down();
  }
  w.down(10);
  w.text(`Commission: ${money(payout.gross_pence)}`, 340, { bold: true });
  w.down();
  w.text(`Deductions (refunds after earlier payouts): ${money(-payout.deductions_pence)}`, 200);
  w.down();
  if (selfBilled) {
    const vat = Math.floor((payout.amount_pence * 2000 + 5000) / 10_000);
    w.text(`Net: ${money(payout.amount_pence)}   VAT at 20%: ${money(vat)}`, 200);
    w.down();
    w.text(`Total payable: ${money(payout.amount_pence + vat)}`, 340, { bold: true });
    w.down(24);
    w.text(SELF_BILLING_DECLARATION, 48, { size: 7 });
  } else {
    w.text(`Total paid: ${money(payout.amount_pence)}`, 340, { bold: true });
  }
  return {
    bytes: await pdf.save(),
    filename: `${selfBilled ? "self-billed-invoice" : "remittance"}-${payout.payout_id}.pdf`,
  };
}
