import "server-only";
import { eq, sql, type AnyColumn } from "drizzle-orm";
import type { PartnerBookingView } from "@/lib/partners/types";
import type { BookingListParams } from "@/server/bookings/booking-list-params";
import { listBookings } from "@/server/bookings/list-bookings";
import { getDb } from "@/server/db/client";
import { partnerCommissions, type PartnerRow } from "@/server/db/schema";
import type { ListPagination } from "@/server/http/list-params";
import { partnerBookingView } from "./partner-bookings";

/** View Details' commission figures from the ledger, in pence (reversals are negative rows). */
export interface PartnerLedgerTotals {
  /** The booking amounts commission was written on. */
  commissioned_pence: number;
  commission_pence: number;
  /** Refunds' reversals, as a positive amount taken off. */
  reversed_pence: number;
  net_commission_pence: number;
}

export async function partnerLedgerTotals(partnerId: number): Promise<PartnerLedgerTotals> {
  const db = await getDb();
  const sumWhere = (column: AnyColumn, kind: string) =>
    sql<number>`coalesce(sum(${column}) filter (where ${partnerCommissions.kind} = ${kind}), 0)`.mapWith(
      Number,
    );
  const [row] = await db
    .select({
      commissioned: sumWhere(partnerCommissions.base_pence, "commission"),
      commission: sumWhere(partnerCommissions.amount_pence, "commission"),
      reversed: sumWhere(partnerCommissions.amount_pence, "reversal"),
    })
    .from(partnerCommissions)
    .where(eq(partnerCommissions.partner_id, partnerId));
  const commission = row?.commission ?? 0;
  const reversed = -(row?.reversed ?? 0);
  return {
    commissioned_pence: row?.commissioned ?? 0,
    commission_pence: commission,
    reversed_pence: reversed,
    net_commission_pence: commission - reversed,
  };
}

/**
 * One page of a partner's bookings for the administrator: exactly the partner's own list (the
 * same scope, paging and view), read on its behalf.
 */
export async function listBookingsOfPartner(
  partner: PartnerRow,
  params: BookingListParams,
): Promise<{ data: PartnerBookingView[]; pagination: ListPagination }> {
  const { data, pagination } = await listBookings({
    viewer: { user_id: partner.user_id, role: "partner", partner_id: partner.partner_id },
    params,
  });
  return { data: data.map(partnerBookingView), pagination };
}
