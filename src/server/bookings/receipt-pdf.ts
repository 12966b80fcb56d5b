import "server-only";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatPenceFixed } from "@/lib/money";
import type { Actor } from "@/server/auth/policies";
import type { Executor } from "@/server/db/client";
import { loadReceipt, type ReceiptModel } from "./receipt-data";

const money = formatPenceFixed;
const PAGE: [number, number] = [595, 842];
const LEFT = 48;
const AMOUNT_RIGHT = 547;
const WIDTH = AMOUNT_RIGHT - LEFT;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * The standard fonts write WinAnsi only: a name or address typed in another script is printed
 * with "?" for what the font cannot draw, rather than failing the whole receipt.
 */
function printable(font: PDFFont, value: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(value.replace(/[\r\n\t]+/g, " "))
    .map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : "?"))
    .join("");
}

/** Words laid into lines no wider than `width`; a word longer than a line is cut. */
function wrap(font: PDFFont, size: number, value: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of value.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) line = next;
    else {
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

function writer(pdf: PDFDocument, fonts: Fonts) {
  let page: PDFPage = pdf.addPage(PAGE);
  let y = PAGE[1] - 56;
  const room = (needed: number) => {
    if (y - needed > 56) return;
    page = pdf.addPage(PAGE);
    y = PAGE[1] - 56;
  };
  const draw = (value: string, x: number, font: PDFFont, size: number) =>
    page.drawText(value, { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  return {
    /** A paragraph, wrapped, with an amount on its first line's right when given. */
    row(value: string, options: { bold?: boolean; size?: number; amount?: string } = {}) {
      const font = options.bold ? fonts.bold : fonts.regular;
      const size = options.size ?? 10;
      const amountWidth = options.amount ? font.widthOfTextAtSize(options.amount, size) + 16 : 0;
      const lines = wrap(font, size, printable(font, value), WIDTH - amountWidth);
      lines.forEach((line, index) => {
        room(size + 4);
        draw(line, LEFT, font, size);
        if (index === 0 && options.amount)
          draw(options.amount, AMOUNT_RIGHT - (amountWidth - 16), font, size);
        y -= size + 4;
      });
    },
    gap(by = 8) {
      y -= by;
    },
  };
}

/** The receipt as a PDF: operator, number, booking, passenger, journey, lines, VAT, money moved. */
export async function drawReceipt(model: ReceiptModel): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  pdf.setTitle(`Receipt ${model.number}`);
  pdf.setAuthor(model.operator.name);
  // A receipt's date is its own (pdf-lib stamps "now"), so every download is the same file.
  const issued = new Date(`${model.issuedOn}T12:00:00Z`);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const w = writer(pdf, fonts);
  w.row(`Receipt ${model.number}`, { bold: true, size: 16 });
  w.gap();
  w.row(model.operator.name, { bold: true });
  w.row(model.operator.address);
  if (model.operator.vatNumber) w.row(`VAT registration number: ${model.operator.vatNumber}`);
  w.gap();
  w.row(`Receipt number: ${model.number}`);
  w.row(`Booking reference: ${model.bookingReference}`);
  w.row(`Date: ${model.issuedOn}`);
  w.row(`Passenger: ${model.passenger}`);
  for (const leg of model.legs) {
    w.gap(10);
    w.row(`${leg.title} (${leg.reference})`, { bold: true });
    for (const line of leg.journey) w.row(line);
    w.gap(4);
    for (const line of leg.lines) w.row(line.label, { amount: money(line.amountPence) });
  }
  w.gap(6);
  w.row("Total", { bold: true, amount: money(model.totalPence) });
  w.row(model.vat.label, { size: 9 });
  w.gap(10);
  w.row("Payments and refunds", { bold: true });
  if (model.entries.length === 0) w.row("No payment has been received yet.");
  for (const entry of model.entries)
    w.row(`${entry.date} · ${entry.label} · ${entry.method} · ${entry.reference}`, {
      amount: money(entry.amountPence),
    });
  w.gap(6);
  w.row("Amount paid", { bold: true, amount: money(model.paidPence) });
  return pdf.save();
}

/** A booking's receipt for its owner or an administrator (else 404), as a download. */
export async function bookingReceiptPdf(input: {
  viewer: Actor;
  bookingId: number;
  executor?: Executor;
}): Promise<{ bytes: Uint8Array; filename: string }> {
  const model = await loadReceipt(input);
  return { bytes: await drawReceipt(model), filename: model.filename };
}
