import "server-only";
import { z } from "zod";
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { PayoutStatus } from "@/lib/commissions/labels";
import type { CommissionCategory } from "@/lib/partners/commission";
import { PAYOUT_STATUSES } from "@/lib/commissions/labels";
import type { Executor } from "@/server/db/client";
import { cappedCount, likePattern } from "@/server/db/paging";
import {
  bookings,
  partnerCommissions,
  partnerPayouts,
  payoutItems,
  type PartnerPayoutRow,
} from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";
import { listParamsSchema, type ListPagination } from "@/server/http/list-params";

/** `GET /api/admin/partners/payouts`: `?page&page_size&sort&q&status&partner_id`. */
export const payoutListParamsSchema = listParamsSchema({
  sorts: ["created_at", "amount"],
  filters: {
    status: z
      .enum(PAYOUT_STATUSES, { error: `Status must be one of ${PAYOUT_STATUSES.join(", ")}` })
      .optional(),
    partner_id: z
      .string()
      .regex(/^\d{1,9}$/, "Partner must be a partner id")
      .transform(Number)
      .optional(),
  },
});
export type PayoutListParams = z.output<typeof payoutListParamsSchema>;

export interface PayoutSummary {
  payoutId: number;
  reference: string;
  partnerId: number;
  companyName: string;
  periodKey: string;
  periodStart: string;
  periodEnd: string;
  status: PayoutStatus;
  commissionPence: number;
  deductionsPence: number;
  netPence: number;
  vatPence: number;
  amountPence: number;
  vatNumber: string | null;
  paymentMethod: string;
  accountLabel: string | null;
  bankReference: string | null;
  failureReason: string | null;
  createdAt: string;
  paidAt: string | null;
  failedAt: string | null;
}

/** One ledger row of a payout: base is the booking (or refunded) amount, amount the commission. */
export interface PayoutLine {
  commissionId: number;
  bookingId: number;
  bookingReference: string;
  kind: "commission" | "reversal";
  category: CommissionCategory;
  rateBps: number;
  basePence: number;
  amountPence: number;
  createdAt: string;
  pickupAt: string;
}

export interface PayoutDetail extends PayoutSummary {
  companyAddress: string;
  lines: PayoutLine[];
}

export function payoutSummary(row: PartnerPayoutRow): PayoutSummary {
  return {
    payoutId: row.payout_id,
    reference: row.payout_reference,
    partnerId: row.partner_id,
    companyName: row.company_name,
    periodKey: row.period_key,
    periodStart: row.period_start.toISOString(),
    periodEnd: row.period_end.toISOString(),
    status: row.status,
    commissionPence: row.commission_pence,
    deductionsPence: row.deductions_pence,
    netPence: row.net_pence,
    vatPence: row.vat_pence,
    amountPence: row.amount_pence,
    vatNumber: row.vat_number,
    paymentMethod: row.payment_method,
    accountLabel: row.account_label,
    bankReference: row.bank_reference,
    failureReason: row.failure_reason,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    failedAt: row.failed_at?.toISOString() ?? null,
  };
}

/** A page of payouts, newest first by default; `partnerId` scopes it to one partner. */
export async function listPayouts(
  params: PayoutListParams & { partnerScope?: number },
  executor?: Executor,
): Promise<{ data: PayoutSummary[]; pagination: ListPagination }> {
  const db = await executorOrDb(executor);
  const pattern = params.q ? likePattern(params.q) : null;
  const partnerId = params.partnerScope ?? params.partner_id;
  const where: SQL | undefined = and(
    partnerId !== undefined ? eq(partnerPayouts.partner_id, partnerId) : undefined,
    params.status ? eq(partnerPayouts.status, params.status) : undefined,
    pattern
      ? or(
          ilike(partnerPayouts.payout_reference, pattern),
          ilike(partnerPayouts.company_name, pattern),
          ilike(partnerPayouts.bank_reference, pattern),
        )
      : undefined,
  );
  const sort = params.sort ?? { key: "created_at", direction: "desc" as const };
  const column = sort.key === "amount" ? partnerPayouts.amount_pence : partnerPayouts.created_at;
  const rows = await db
    .select()
    .from(partnerPayouts)
    .where(where)
    .orderBy(sort.direction === "asc" ? asc(column) : desc(column), desc(partnerPayouts.payout_id))
    .limit(params.page_size)
    .offset((params.page - 1) * params.page_size);
  const total = await cappedCount(
    db,
    db
      .select({ one: sql`1` })
      .from(partnerPayouts)
      .where(where)
      .$dynamic(),
  );
  return {
    data: rows.map(payoutSummary),
    pagination: { page: params.page, page_size: params.page_size, ...total, next_cursor: null },
  };
}

/**
 * One payout with its lines (a failed payout keeps the lines it had). With `partnerId` only
 * that partner's payout is found: another partner's answers null, which the edge turns into 404.
 */
export async function getPayout(
  payoutId: number,
  scope: { partnerId?: number },
  executor?: Executor,
): Promise<PayoutDetail | null> {
  const db = await executorOrDb(executor);
  const [row] = await db
    .select()
    .from(partnerPayouts)
    .where(
      and(
        eq(partnerPayouts.payout_id, payoutId),
        scope.partnerId !== undefined ? eq(partnerPayouts.partner_id, scope.partnerId) : undefined,
      ),
    );
  if (!row) return null;
  const lines = await db
    .select({
      entry: partnerCommissions,
      reference: bookings.booking_reference,
      pickupAt: bookings.pickup_at,
    })
    .from(payoutItems)
    .innerJoin(partnerCommissions, eq(partnerCommissions.commission_id, payoutItems.commission_id))
    .innerJoin(bookings, eq(bookings.booking_id, partnerCommissions.booking_id))
    .where(eq(payoutItems.payout_id, payoutId))
    .orderBy(asc(bookings.pickup_at), asc(partnerCommissions.commission_id));
  return {
    ...payoutSummary(row),
    companyAddress: row.company_address,
    lines: lines.map(({ entry, reference, pickupAt }) => ({
      commissionId: entry.commission_id,
      bookingId: entry.booking_id,
      bookingReference: reference,
      kind: entry.kind,
      category: entry.category,
      rateBps: entry.rate_bps,
      basePence: entry.base_pence,
      amountPence: entry.amount_pence,
      createdAt: entry.created_at.toISOString(),
      pickupAt: pickupAt.toISOString(),
    })),
  };
}
