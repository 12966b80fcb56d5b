import "server-only";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import {
  commissionCategory,
  commissionPence,
  rateFor,
  reversalPence,
  splitRefund,
} from "@/lib/partners/commission";
import type { Transaction } from "@/server/db/client";
import { bookings, partnerCommissions, partners } from "@/server/db/schema";

/**
 * Writes the commission of each paid leg that came through a partner's guest page, in the
 * payment's transaction: category and rate as they are now, the leg's price, the commission in
 * pence. `source` is the payment (intent) id; a second delivery of the same payment writes
 * nothing (the unique source index). Legs without a partner are skipped.
 */
export async function recordCommissions(
  tx: Transaction,
  input: { bookingIds: number[]; source: string; at: Date },
): Promise<number> {
  if (input.bookingIds.length === 0) return 0;
  const legs = await tx
    .select({ booking: bookings, partner: partners })
    .from(bookings)
    .innerJoin(partners, eq(partners.partner_id, bookings.partner_id))
    .where(and(inArray(bookings.booking_id, input.bookingIds), isNotNull(bookings.partner_id)));
  if (legs.length === 0) return 0;
  const rows = legs.map(({ booking, partner }) => {
    const category = commissionCategory(booking);
    const rate = rateFor(category, partner);
    return {
      partner_id: partner.partner_id,
      booking_id: booking.booking_id,
      kind: "commission" as const,
      category,
      rate_bps: rate,
      base_pence: booking.price_pence,
      amount_pence: commissionPence(booking.price_pence, rate),
      source: input.source,
      created_at: input.at,
    };
  });
  return appendLedgerRows(tx, rows);
}

/**
 * A refund of `refundPence` over the legs it paid for takes back the same share of each leg's
 * commission (split by leg price; see lib/partners/commission.ts for the rounding). The row
 * keeps its commission's category and rate. `source` is the refund's id, so a retried refund
 * writes once. Legs without a commission are skipped.
 */
export async function reverseCommissions(
  tx: Transaction,
  input: {
    legs: readonly { booking_id: number; price_pence: number }[];
    refundPence: number;
    source: string;
    at: Date;
  },
): Promise<number> {
  if (input.legs.length === 0 || input.refundPence <= 0) return 0;
  const ids = input.legs.map((leg) => leg.booking_id);
  // Locks the legs' ledger rows, so two refunds of one booking never both take back the rest.
  const ledger = await tx
    .select()
    .from(partnerCommissions)
    .where(inArray(partnerCommissions.booking_id, ids))
    .for("update");
  const parts = splitRefund(input.refundPence, input.legs);
  const rows = [];
  for (const leg of input.legs) {
    const commission = ledger.find(
      (row) => row.booking_id === leg.booking_id && row.kind === "commission",
    );
    if (!commission) continue;
    const reversed = ledger
      .filter((row) => row.booking_id === leg.booking_id && row.kind === "reversal")
      .reduce((sum, row) => sum - row.amount_pence, 0);
    const refunded = parts.get(leg.booking_id) ?? 0;
    const back = reversalPence({
      commissionPence: commission.amount_pence,
      amountPence: commission.base_pence,
      refundedPence: refunded,
      alreadyReversedPence: reversed,
    });
    if (refunded <= 0 || back <= 0) continue;
    rows.push({
      partner_id: commission.partner_id,
      booking_id: leg.booking_id,
      kind: "reversal" as const,
      category: commission.category,
      rate_bps: commission.rate_bps,
      base_pence: refunded,
      amount_pence: -back,
      source: input.source,
      created_at: input.at,
    });
  }
  return appendLedgerRows(tx, rows);
}

/**
 * Appends rows to the ledger; a row whose (booking, kind, source) is already there is skipped,
 * so a retried event writes once. Answers how many rows were written.
 */
async function appendLedgerRows(
  tx: Transaction,
  rows: (typeof partnerCommissions.$inferInsert)[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await tx
    .insert(partnerCommissions)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: partnerCommissions.commission_id });
  return written.length;
}
