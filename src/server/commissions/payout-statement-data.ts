import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { payoutReference, type PayoutStatus } from "@/lib/commissions/labels";
import { vatPence } from "@/lib/commissions/vat";
import type { CommissionCategory } from "@/lib/partners/commission";
import type { Executor } from "@/server/db/client";
import { bookings, partnerCommissions, partnerPayouts, partners } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";

/** One ledger row of a payout: base is the booking (or refunded) amount, amount the commission. */
export interface PayoutLine {
  commissionId: number;
  bookingReference: string;
  kind: "commission" | "reversal";
  category: CommissionCategory;
  rateBps: number;
  basePence: number;
  amountPence: number;
  pickupAt: string;
}

/** What the statement shows: the payout, the partner, its lines, and VAT when self-billed. */
export interface PayoutStatement {
  payoutId: number;
  reference: string;
  period: string;
  status: PayoutStatus;
  grossPence: number;
  deductionsPence: number;
  /** The payout's amount: commission less deductions. */
  netPence: number;
  /** 20 % of the net, half up, when the partner has a VAT number (a self-billed invoice). */
  vatPence: number;
  vatNumber: string | null;
  companyName: string;
  companyAddress: string;
  bankReference: string | null;
  failureReason: string | null;
  createdAt: string;
  lines: PayoutLine[];
}

/**
 * A payout's statement data. With `partnerId` only that partner's payout is found: another
 * partner's answers null, which the edge turns into 404. A failed payout has let go of its rows.
 */
export async function getPayoutStatement(
  payoutId: number,
  scope: { partnerId?: number },
  executor?: Executor,
): Promise<PayoutStatement | null> {
  const db = await executorOrDb(executor);
  const [found] = await db
    .select({ payout: partnerPayouts, partner: partners })
    .from(partnerPayouts)
    .innerJoin(partners, eq(partners.partner_id, partnerPayouts.partner_id))
    .where(
      and(
        eq(partnerPayouts.payout_id, payoutId),
        scope.partnerId !== undefined ? eq(partnerPayouts.partner_id, scope.partnerId) : undefined,
      ),
    );
  if (!found) return null;
  const { payout, partner } = found;
  const rows = await db
    .select({
      row: partnerCommissions,
      reference: bookings.booking_reference,
      pickupAt: bookings.pickup_at,
    })
    .from(partnerCommissions)
    .innerJoin(bookings, eq(bookings.booking_id, partnerCommissions.booking_id))
    .where(eq(partnerCommissions.payout_id, payoutId))
    .orderBy(asc(bookings.pickup_at), asc(partnerCommissions.commission_id));
  const vatNumber = partner.vat_number?.trim() ? partner.vat_number.trim() : null;
  return {
    payoutId: payout.payout_id,
    reference: payoutReference(payout.payout_id),
    period: payout.period,
    status: payout.status,
    grossPence: payout.gross_pence,
    deductionsPence: payout.deductions_pence,
    netPence: payout.amount_pence,
    vatPence: vatNumber ? vatPence(payout.amount_pence) : 0,
    vatNumber,
    companyName: partner.company_name,
    companyAddress: partner.company_address,
    bankReference: payout.reference,
    failureReason: payout.failure_reason,
    createdAt: payout.created_at.toISOString(),
    lines: rows.map(({ row, reference, pickupAt }) => ({
      commissionId: row.commission_id,
      bookingReference: reference,
      kind: row.kind,
      category: row.category,
      rateBps: row.rate_bps,
      basePence: row.base_pence,
      amountPence: row.amount_pence,
      pickupAt: pickupAt.toISOString(),
    })),
  };
}
