import "server-only";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { COMMISSION_CATEGORY_LABELS } from "@/lib/partners/commission";
import { VAT_RATE_BPS } from "@/lib/commissions/vat";
import { formatPence } from "@/lib/money";
import { SITE } from "@/lib/site";
import type { PayoutLine, PayoutStatement } from "./payout-statement-data";

const UK_TIME_ZONE = "Europe/London";

export const SELF_BILLED_TITLE = "Self-billed invoice";
export const REMITTANCE_TITLE = "Remittance statement";
/** HMRC (VAT Notice 700/62) requires this sentence on every self-billed invoice. */
export const SELF_BILLING_DECLARATION = "The VAT shown is your output tax due to HMRC.";
const SELF_BILLING_AGREEMENT = `This invoice is issued by ${SITE.name} under a self-billing agreement with the supplier named above.`;

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const COLUMNS = [
  { title: "Date", x: 48 },
  { title: "Reference", x: 118 },
  { title: "Category", x: 210 },
  { title: "Amount", x: 340 },
  { title: "Rate", x: 420 },
  { title: "Commission", x: 470 },
] as const;

/** The standard fonts speak WinAnsi only; anything else (emoji, CJK) is shown as '?'. */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7E\xA0-\xFF]/g, "?");
}

const ukDate = (iso: string) => format(new TZDate(iso, UK_TIME_ZONE), "dd/MM/yyyy");
const percent = (bps: number) => `${(bps / 100).toFixed(bps % 100 === 0 ? 0 : 2)}%`;

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  ensure(space: number): void {
    if (this.y - space >= PAGE.margin) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  text(value: string, x: number, options: { size?: number; bold?: boolean } = {}): void {
    this.page.drawText(printable(value), {
      x,
      y: this.y,
      size: options.size ?? 9,
      font: options.bold ? this.bold : this.font,
      color: rgb(0.1, 0.1, 0.1),
    });
  }
  line(value: string, options: { size?: number; bold?: boolean; gap?: number } = {}): void {
    this.ensure(14);
    this.text(value, PAGE.margin, options);
    this.y -= options.gap ?? (options.size ?? 9) + 5;
  }
  row(cells: readonly string[], bold = false): void {
    this.ensure(14);
    cells.forEach((cell, index) => this.text(cell, COLUMNS[index]?.x ?? PAGE.margin, { bold }));
    this.y -= 14;
  }
  rule(): void {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y + 9 },
      end: { x: PAGE.width - PAGE.margin, y: this.y + 9 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
  }
}

/** ", rides 01/11/2026 to 08/11/2026" from the lines' pickup dates (nothing without lines). */
function ridesBetween(lines: readonly PayoutLine[]): string {
  if (lines.length === 0) return "";
  const times = lines.map((line) => line.pickupAt).sort();
  return `, rides ${ukDate(times[0]!)} to ${ukDate(times.at(-1)!)}`;
}

function lineCells(line: PayoutLine): string[] {
  return [
    ukDate(line.pickupAt),
    line.bookingReference,
    COMMISSION_CATEGORY_LABELS[line.category],
    formatPence(line.kind === "reversal" ? -line.basePence : line.basePence),
    percent(line.rateBps),
    formatPence(line.amountPence),
  ];
}

/**
 * The payout statement: operator and partner, the period, one line per booking, deductions
 * (reversals of commission already paid or gathered), totals. With a VAT number on the
 * partner it is a self-billed invoice with the VAT line and HMRC's declaration.
 */
export async function renderStatementPdf(payout: PayoutStatement): Promise<Uint8Array> {
  const selfBilled = payout.vatNumber !== null;
  const doc = await PDFDocument.create();
  const title = selfBilled ? SELF_BILLED_TITLE : REMITTANCE_TITLE;
  doc.setTitle(`${title} ${payout.reference}`);
  doc.setAuthor(SITE.name);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, font, bold);

  w.line(title, { size: 18, bold: true, gap: 26 });
  w.line(`${selfBilled ? "Invoice" : "Statement"} number: ${payout.reference}`);
  w.line(`Date: ${ukDate(payout.createdAt)}`);
  w.line(`Period: week ${payout.period}${ridesBetween(payout.lines)}`);
  w.line(`Status: ${payout.status}`, { gap: 22 });
  w.line(selfBilled ? "Issued by (customer)" : "From", { bold: true });
  for (const value of [SITE.name, SITE.address, SITE.supportEmail, SITE.phoneDisplay])
    w.line(value);
  w.y -= 8;
  w.line(selfBilled ? "Supplier" : "Partner", { bold: true });
  w.line(payout.companyName);
  w.line(payout.companyAddress);
  if (selfBilled) w.line(`VAT number: ${payout.vatNumber}`);
  w.y -= 12;

  const earned = payout.lines.filter((line) => line.kind === "commission");
  const deductions = payout.lines.filter((line) => line.kind === "reversal");
  w.line("Commission", { bold: true, size: 11 });
  w.row(
    COLUMNS.map((column) => column.title),
    true,
  );
  w.rule();
  for (const line of earned) w.row(lineCells(line));
  if (deductions.length > 0) {
    w.y -= 8;
    w.line("Deductions (refunds on commission already paid or included)", { bold: true, size: 11 });
    w.row(
      COLUMNS.map((column) => column.title),
      true,
    );
    w.rule();
    for (const line of deductions) w.row(lineCells(line));
  }
  w.y -= 10;
  const totals: [string, number][] = [
    ["Total commission", payout.grossPence],
    ["Total deductions", payout.deductionsPence === 0 ? 0 : -payout.deductionsPence],
    [selfBilled ? "Net (excluding VAT)" : "Net payable", payout.netPence],
  ];
  if (selfBilled) {
    totals.push([`VAT at ${percent(VAT_RATE_BPS)}`, payout.vatPence]);
    totals.push(["Total payable", payout.netPence + payout.vatPence]);
  }
  for (const [label, pence] of totals) {
    w.ensure(14);
    w.text(label, COLUMNS[3].x, {
      bold: label.startsWith("Total payable") || label === "Net payable",
    });
    w.text(formatPence(pence), COLUMNS[5].x);
    w.y -= 14;
  }
  w.y -= 10;
  if (payout.bankReference) w.line(`Paid by bank transfer, reference ${payout.bankReference}`);
  if (payout.failureReason) w.line(`Payout failed: ${payout.failureReason}`);
  if (selfBilled) {
    w.line(SELF_BILLING_AGREEMENT);
    w.line(SELF_BILLING_DECLARATION, { bold: true });
  }
  return doc.save();
}
