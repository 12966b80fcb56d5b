import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { EntryStatus } from "@/lib/commissions/labels";
import { bookings, commissionEntries } from "@/server/db/schema";

/** A commission waits this long after the pickup when the ride was never marked completed. */
export const AVAILABLE_AFTER_DAYS = 7;

/**
 * The availability rule, over `commission_entries` joined to its `bookings` row: the ride was
 * completed, or its pickup is 7 days past and it was not cancelled. `now` is the ledger's clock.
 */
export function bookingAvailableSql(now: Date): SQL<boolean> {
  return sql<boolean>`(${bookings.status} = 'completed' or (${bookings.status} <> 'cancelled' and ${bookings.pickup_at} + make_interval(days => ${AVAILABLE_AFTER_DAYS}) <= ${now.toISOString()}::timestamptz))`;
}

/** The entry (or, given a column, another entry) has a live claim by some payout. */
export function liveClaimSql(entryId: SQL | typeof commissionEntries.entry_id): SQL<boolean> {
  return sql<boolean>`exists (select 1 from payout_items pi where pi.entry_id = ${entryId} and pi.released_at is null)`;
}

/**
 * What the next payout run gathers (before the minimum): unclaimed commission rows that are
 * available, and unclaimed reversals whose commission is paid out or pending payout (a
 * deduction) or is gathered with them (its booking is available).
 */
export function payableSql(now: Date): SQL<boolean> {
  return sql<boolean>`(not ${liveClaimSql(commissionEntries.entry_id)} and (${bookingAvailableSql(now)} or (${commissionEntries.kind} = 'reversal' and ${liveClaimSql(sql`${commissionEntries.reverses_entry_id}`)})))`;
}

/** Transaction History's status of a row (LEDGER.md), over commission_entries joined to bookings. */
export function entryStatusSql(now: Date): SQL<EntryStatus> {
  return sql<EntryStatus>`coalesce(
    (select case when p.status = 'paid' then 'paid' else 'in_payout' end
       from payout_items pi join partner_payouts p on p.payout_id = pi.payout_id
      where pi.entry_id = ${commissionEntries.entry_id} and pi.released_at is null limit 1),
    case when ${payableSql(now)} then 'available' else 'pending' end)`;
}
