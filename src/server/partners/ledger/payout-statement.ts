import { formatPenceFixed } from "@/lib/money";
import "server-only";
import { eq } from "drizzle-orm";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatBps } from "@/lib/partners/partner-options";
import { executorOrDb } from "@/server/db/transaction";
import type { Executor } from "@/server/db/client";
import { partnerPayouts, partners, type PartnerPayoutRow } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import { todayInZone } from "@/lib/time-rules";
import { ledgerTimeZone } from "./clock";
import { PAYOUT_NOT_FOUND } from "./settle-payout";
import { statementOf } from "./statement-snapshot";

/** HMRC's self-billing agreement wording (VAT Notice 700/62), printed on self-billed invoices. */
export const SELF_BILLING_DECLARATION =
  "The VAT shown is your output tax due to HMRC. This is a self-billed invoice issued under a self-billing agreement between the parties.";

/** Money as the statement prints it; the standard fonts have no "£" trouble (WinAnsi has it). */
const money = formatPenceFixed;

/** A payout (the caller's own, when `partnerId` is given) with its statement's snapshot. */
async function loadStatement(executor: Executor, payoutId: number, partnerId?: number) {
  const [found] = await executor
    .select({ payout: partnerPayouts, partner: partners })
    .from(partnerPayouts)
    .innerJoin(partners, eq(partners.partner_id, partnerPayouts.partner_id))
    .where(eq(partnerPayouts.payout_id, payoutId));
  // Another partner's payout is as invisible as a missing one.
  if (!found || (partnerId !== undefined && found.partner.partner_id !== partnerId))
    throw notFound(PAYOUT_NOT_FOUND);
  const snapshot = await statementOf(executor, {
    ...found,
    timeZone: await ledgerTimeZone(executor),
  });
  return { payout: found.payout, snapshot };
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

/** Once paid: the payment's date (operator's zone) and the bank transfer's reference. */
function payment(payout: PartnerPayoutRow, timeZone: string): string | null {
  if (payout.status !== "Paid" || !payout.settled_at) return null;
  const on = todayInZone(timeZone, payout.settled_at);
  return `Paid on ${on} by ${payout.method.toLowerCase()}, reference ${payout.reference ?? "-"}`;
}

/**
 * The payout's statement as a PDF, drawn from its snapshot only (lib/partners/statement.ts): the
 * operator's and the partner's details, the number, the date of issue, one line per ledger row
 * (date written, booking reference, category, amount, rate, commission), deductions and totals.
 * A payout to a VAT-registered partner is a self-billed invoice (net, VAT, total sent, and HMRC's
 * self-billing declaration); otherwise a remittance statement. Once paid, the payment's date and
 * bank reference follow the totals.
 */
export async function payoutStatementPdf(input: {
  payoutId: number;
  partnerId?: number;
  executor?: Executor;
}): Promise<{ bytes: Uint8Array; filename: string }> {
  const db = await executorOrDb(input.executor);
  const { payout, snapshot } = await loadStatement(db, input.payoutId, input.partnerId);
  const paid = payment(payout, await ledgerTimeZone(db));
  const pdf = await PDFDocument.create();
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const selfBilled = snapshot.kind === "self-billed-invoice";
  const title = selfBilled ? "Self-billed invoice" : "Remittance statement";
  const { partner, totals } = snapshot;
  pdf.setTitle(`${title} ${snapshot.number}`);
  pdf.setAuthor(snapshot.issuer.name);
  // pdf-lib stamps "now" by default; a document's dates are its own, so every download of an
  // issued statement is the same file (changed once, when the payment is added).
  const issued = new Date(`${snapshot.issued_on}T12:00:00Z`);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(paid && payout.settled_at ? payout.settled_at : issued);
  let page = pdf.addPage([595, 842]);
  let w = writer(page, fonts);
  w.text(`${title} ${snapshot.number}`, 48, { bold: true, size: 16 });
  w.down(24);
  w.text(`${snapshot.issuer.name}, ${snapshot.issuer.address}`, 48);
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
  w.text(
    `Date of issue${selfBilled ? " (tax point)" : ""}: ${snapshot.issued_on} · Period ${snapshot.period}`,
    48,
  );
  w.down(24);
  const columns = [48, 120, 220, 340, 420, 470];
  ["Date", "Booking", "Category", "Amount", "Rate", "Commission"].forEach((head, i) =>
    w.text(head, columns[i]!, { bold: true }),
  );
  w.down();
  for (const line of snapshot.lines) {
    if (w.y < 140) {
      page = pdf.addPage([595, 842]);
      w = writer(page, fonts);
    }
    [
      line.date,
      line.booking_reference,
      line.category,
      money(line.amount_pence),
      line.rate,
      money(line.commission_pence),
    ].forEach((cell, i) => w.text(cell, columns[i]!));
    w.down();
  }
  w.down(10);
  w.text(`Commission: ${money(totals.commission_pence)}`, 340, { bold: true });
  w.down();
  w.text(`Deductions (refunds after earlier payouts): ${money(-totals.deductions_pence)}`, 200);
  w.down();
  const sent = paid ? "Total paid" : "Total payable";
  if (selfBilled) {
    w.text(
      `Net: ${money(totals.net_pence)}   VAT at ${formatBps(totals.vat_rate_bps ?? 0)}: ${money(totals.vat_pence)}`,
      200,
    );
    w.down();
  }
  w.text(`${sent}: ${money(totals.total_pence)}`, 340, { bold: true });
  w.down();
  if (paid) {
    w.text(paid, 48);
    w.down();
  }
  if (selfBilled) {
    w.down(10);
    w.text(SELF_BILLING_DECLARATION, 48, { size: 7 });
  }
  return {
    bytes: await pdf.save(),
    filename: `${selfBilled ? "self-billed-invoice" : "remittance"}-${snapshot.number}.pdf`,
  };
}
