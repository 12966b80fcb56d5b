import "server-only";
import { and, desc, eq, gte, ilike, lt, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { COMMISSION_CATEGORY_KEYS, COMMISSION_CATEGORY_LABELS } from "@/lib/partners/commission";
import { getDb, type Executor } from "@/server/db/client";
import { cappedCount, likePattern } from "@/server/db/paging";
import { bookings, partnerCommissions, partnerPayouts } from "@/server/db/schema";
import { csvStreamResponse } from "@/server/http/csv";
import { isoDateFilter, listParamsSchema } from "@/server/http/list-params";
import { availableCondition } from "./balances";
import { ledgerNow } from "@/server/partners/ledger/clock";

export const TRANSACTION_STATUSES = [
  "Pending",
  "Available",
  "In payout",
  "Paid",
  "Reversed",
] as const;

/** Transaction History's search parameters: the shared paging plus status, category and dates. */
export const transactionParamsSchema = listParamsSchema({
  sorts: ["created_at"],
  filters: {
    status: z
      .enum(TRANSACTION_STATUSES, {
        error: `Status must be one of ${TRANSACTION_STATUSES.join(", ")}`,
      })
      .optional(),
    category: z
      .enum(COMMISSION_CATEGORY_KEYS, {
        error: `Category must be one of ${COMMISSION_CATEGORY_KEYS.join(", ")}`,
      })
      .optional(),
    from: isoDateFilter("From date"),
    to: isoDateFilter("To date"),
  },
}).refine((params) => !params.from || !params.to || params.from <= params.to, {
  path: ["to"],
  message: "To date must be on or after the from date",
});
export type TransactionParams = z.output<typeof transactionParamsSchema>;

/** A row's state as the partner reads it, from its kind, its payout and the availability rule. */
function statusOf(now: Date): SQL<string> {
  return sql<string>`case
    when ${partnerCommissions.kind} = 'reversal' then 'Reversed'
    when ${partnerPayouts.status} = 'Paid' then 'Paid'
    when ${partnerPayouts.status} = 'Pending' then 'In payout'
    when ${availableCondition(now)} then 'Available'
    else 'Pending' end`;
}

function whereOf(partnerId: number, params: TransactionParams, now: Date): SQL | undefined {
  return and(
    eq(partnerCommissions.partner_id, partnerId),
    params.category ? eq(partnerCommissions.category, params.category) : undefined,
    params.from
      ? gte(partnerCommissions.created_at, new Date(`${params.from}T00:00:00Z`))
      : undefined,
    params.to
      ? lt(
          partnerCommissions.created_at,
          new Date(Date.parse(`${params.to}T00:00:00Z`) + 86_400_000),
        )
      : undefined,
    params.q ? ilike(bookings.booking_reference, likePattern(params.q)) : undefined,
    params.status ? sql`${statusOf(now)} = ${params.status}` : undefined,
  );
}

function baseQuery(db: Executor, now: Date) {
  return db
    .select({
      transaction_id: partnerCommissions.commission_id,
      booking_reference: bookings.booking_reference,
      date: partnerCommissions.created_at,
      category: partnerCommissions.category,
      amount_pence: partnerCommissions.base_pence,
      commission_pence: partnerCommissions.amount_pence,
      rate_bps: partnerCommissions.rate_bps,
      kind: partnerCommissions.kind,
      payout_id: partnerCommissions.payout_id,
      status: statusOf(now),
    })
    .from(partnerCommissions)
    .innerJoin(bookings, eq(bookings.booking_id, partnerCommissions.booking_id))
    .leftJoin(partnerPayouts, eq(partnerPayouts.payout_id, partnerCommissions.payout_id));
}

type TransactionRow = Awaited<ReturnType<ReturnType<typeof baseQuery>["execute"]>>[number];

/** The spec's columns: a reversal's amount is the refund, shown negative like its commission. */
export function transactionView(row: TransactionRow) {
  return {
    transaction_id: `TX-${String(row.transaction_id).padStart(6, "0")}`,
    booking_id: row.booking_reference,
    date: row.date.toISOString(),
    service_type: COMMISSION_CATEGORY_LABELS[row.category],
    amount_pence: row.kind === "reversal" ? -row.amount_pence : row.amount_pence,
    commission_pence: row.commission_pence,
    rate_bps: row.rate_bps,
    status: row.status,
    payment_method: "Card",
    payout_id: row.payout_id,
  };
}

/** One page of a partner's ledger, newest first, with a capped total. */
export async function listTransactions(
  db: Executor,
  partnerId: number,
  params: TransactionParams,
  now: Date,
) {
  const where = whereOf(partnerId, params, now);
  const rows = await baseQuery(db, now)
    .where(where)
    .orderBy(desc(partnerCommissions.created_at), desc(partnerCommissions.commission_id))
    .limit(params.page_size)
    .offset((params.page - 1) * params.page_size);
  const total = await cappedCount(db, baseQuery(db, now).where(where).$dynamic());
  return {
    data: rows.map(transactionView),
    pagination: { page: params.page, page_size: params.page_size, ...total, next_cursor: null },
  };
}

const CSV_HEADER = [
  "Transaction ID",
  "Booking ID",
  "Date",
  "Service Type",
  "Amount (GBP)",
  "Commission (GBP)",
  "Rate",
  "Status",
  "Payment Method",
] as const;

/** Every row the filters select (all pages), 500 at a time, formula-escaped by csvStreamResponse. */
export function transactionsCsv(
  db: Executor,
  partnerId: number,
  params: TransactionParams,
  now: Date,
) {
  const where = whereOf(partnerId, params, now);
  let offset = 0;
  return csvStreamResponse({
    filename: `transactions-${now.toISOString().slice(0, 10)}.csv`,
    header: CSV_HEADER,
    nextRows: async () => {
      const rows = await baseQuery(db, now)
        .where(where)
        .orderBy(desc(partnerCommissions.created_at), desc(partnerCommissions.commission_id))
        .limit(500)
        .offset(offset);
      offset += rows.length;
      return rows
        .map(transactionView)
        .map((row) => [
          row.transaction_id,
          row.booking_id,
          row.date,
          row.service_type,
          (row.amount_pence / 100).toFixed(2),
          (row.commission_pence / 100).toFixed(2),
          `${row.rate_bps / 100}%`,
          row.status,
          row.payment_method,
        ]);
    },
  });
}

/** A payout's lines (its ledger rows), for View Details. */
export async function payoutTransactions(db: Executor, payoutId: number, now: Date) {
  const rows = await baseQuery(db, now)
    .where(eq(partnerCommissions.payout_id, payoutId))
    .orderBy(partnerCommissions.created_at, partnerCommissions.commission_id);
  return rows.map(transactionView);
}

/** Transaction History's page, now. */
export async function loadTransactions(partnerId: number, params: TransactionParams) {
  const db = await getDb();
  return listTransactions(db, partnerId, params, await ledgerNow(db));
}
