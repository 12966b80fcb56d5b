import "server-only";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { commissionPence } from "@/lib/commissions/ledger-math";
import type { Transaction } from "@/server/db/client";
import { bookings, commissionEntries, partners } from "@/server/db/schema";
import { commissionCategoryOf, RATE_COLUMN } from "./categorize";

/**
 * Writes the commission rows for bookings that have just been marked paid, in the caller's
 * (the payment's) transaction. Only bookings that came through a partner earn one; the rate in
 * force now is copied into the row. `entry_key` and the one-commission-per-booking index make a
 * repeated payment event write nothing. Returns how many rows were written.
 */
export async function recordCommissions(
  tx: Transaction,
  input: { bookingIds: number[]; at: Date },
): Promise<number> {
  if (input.bookingIds.length === 0) return 0;
  const rows = await tx
    .select({ booking: bookings, partner: partners })
    .from(bookings)
    .innerJoin(partners, eq(partners.partner_id, bookings.partner_id))
    .where(and(inArray(bookings.booking_id, input.bookingIds), isNotNull(bookings.partner_id)));
  if (rows.length === 0) return 0;
  const values = rows.map(({ booking, partner }) => {
    const category = commissionCategoryOf(booking);
    const rateBps = partner[RATE_COLUMN[category]];
    return {
      partner_id: partner.partner_id,
      booking_id: booking.booking_id,
      kind: "commission" as const,
      category,
      rate_bps: rateBps,
      booking_amount_pence: booking.price_pence,
      commission_pence: commissionPence(booking.price_pence, rateBps),
      entry_key: `commission:${booking.booking_id}`,
      occurred_at: input.at,
    };
  });
  const inserted = await tx
    .insert(commissionEntries)
    .values(values)
    .onConflictDoNothing()
    .returning({ entry_id: commissionEntries.entry_id });
  return inserted.length;
}
