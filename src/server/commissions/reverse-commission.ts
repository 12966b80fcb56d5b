import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { reversalPence } from "@/lib/commissions/ledger-math";
import type { Transaction } from "@/server/db/client";
import { commissionEntries } from "@/server/db/schema";

/** What has already been reversed on a commission: the refunded amount so far (pence, >= 0). */
async function refundedBefore(tx: Transaction, entryId: number): Promise<number> {
  const [row] = await tx
    .select({ refunded: sql<string>`coalesce(-sum(${commissionEntries.booking_amount_pence}), 0)` })
    .from(commissionEntries)
    .where(eq(commissionEntries.reverses_entry_id, entryId));
  return Number(row?.refunded ?? 0);
}

/**
 * Splits one refund over the legs it covers in proportion to their prices (largest remainder
 * to the first leg, so the parts add up to the refund exactly).
 */
export function splitRefund(refundPence: number, prices: number[]): number[] {
  const total = prices.reduce((sum, price) => sum + price, 0);
  if (total <= 0) return prices.map(() => 0);
  const capped = Math.min(refundPence, total);
  const parts = prices.map((price) => Math.floor((capped * price) / total));
  parts[0] = (parts[0] ?? 0) + capped - parts.reduce((sum, part) => sum + part, 0);
  return parts;
}

/**
 * Writes reversing rows for a refund, in the refund's transaction: each covered booking's
 * share of the refund reverses its commission proportionally (cumulative half-up rounding in
 * `reversalPence`, so a booking's reversals never exceed its commission). Keyed by refund id
 * and booking, so recording the same refund twice writes nothing. Bookings without a
 * commission (not through a partner) are skipped. Returns how many rows were written.
 */
export async function reverseCommissions(
  tx: Transaction,
  input: { bookingIds: number[]; refundPence: number; refundId: string; reason: string; at: Date },
): Promise<number> {
  if (input.bookingIds.length === 0 || input.refundPence <= 0) return 0;
  const commissions = await tx
    .select()
    .from(commissionEntries)
    .where(
      and(
        inArray(commissionEntries.booking_id, input.bookingIds),
        eq(commissionEntries.kind, "commission"),
      ),
    )
    .orderBy(commissionEntries.booking_id)
    .for("update");
  if (commissions.length === 0) return 0;
  // Shares by the amounts paid (the rows' own), not today's prices: a lowered price is
  // already written when its refund is recorded.
  const shares = splitRefund(
    input.refundPence,
    commissions.map((row) => row.booking_amount_pence),
  );
  let written = 0;
  for (const [index, commission] of commissions.entries()) {
    const share = shares[index] ?? 0;
    if (share <= 0) continue;
    const before = await refundedBefore(tx, commission.entry_id);
    const refund = Math.min(share, commission.booking_amount_pence - before);
    if (refund <= 0) continue;
    const amount = reversalPence({
      commissionPence: commission.commission_pence,
      amountPence: commission.booking_amount_pence,
      refundedBeforePence: before,
      refundPence: refund,
    });
    const inserted = await tx
      .insert(commissionEntries)
      .values({
        partner_id: commission.partner_id,
        booking_id: commission.booking_id,
        kind: "reversal",
        category: commission.category,
        rate_bps: commission.rate_bps,
        booking_amount_pence: -refund,
        commission_pence: -amount,
        entry_key: `reversal:${commission.booking_id}:${input.refundId}`,
        reverses_entry_id: commission.entry_id,
        reason: input.reason,
        occurred_at: input.at,
      })
      .onConflictDoNothing()
      .returning({ entry_id: commissionEntries.entry_id });
    written += inserted.length;
  }
  return written;
}
