import { penceToDecimal } from "@/lib/money";
import "server-only";
import { and, desc, eq, gte, ilike, lt, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  COMMISSION_CATEGORY_KEYS,
  COMMISSION_CATEGORY_LABELS,
  jobPayLabel,
} from "@/lib/partners/commission";
import { getDb, type Executor } from "@/server/db/client";
import { likePattern, numberedPagination } from "@/server/db/paging";
import { bookings, partnerCommissions, partnerPayouts } from "@/server/db/schema";
import { csvStreamResponse } from "@/server/http/csv";
import { isoDateFilter, listParamsSchema } from "@/server/http/list-params";
import { availableCondition } from "./balances";
import { transactionReference } from "@/lib/commissions/labels";
import { pickupInstant, todayInZone } from "@/lib/time-rules";
import { ledgerNow, ledgerTimeZone } from "@/server/partners/ledger/clock";

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

/**
 * A row's state as the partner reads it, from its kind, its payout and the availability rule.
 * The unpaid commission of a cancelled booking is never paid (the availability rule), so it
 * reads Reversed beside its reversal rather than Pending for ever.
 */
function statusOf(now: Date): SQL<string> {
  return sql<string>`case
    when ${partnerCommissions.kind} = 'reversal' then 'Reversed'
    when ${partnerPayouts.status} = 'Paid' then 'Paid'
    when ${partnerPayouts.status} = 'Pending' then 'In payout'
    when ${partnerCommissions.kind} = 'job_pay' then 'Available'
    when ${bookings.status} = 'cancelled' then 'Reversed'
    when ${availableCondition(now)} then 'Available'
    else 'Pending' end`;
}

/** The ledger's calendar: a row's date is the day it was written, in the operator's zone. */
export interface LedgerCalendar {
  now: Date;
  timeZone: string;
}

function whereOf(
  partnerId: number,
  params: TransactionParams,
  { now, timeZone }: LedgerCalendar,
): SQL | undefined {
  const dayAfter = (date: string) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return and(
    eq(partnerCommissions.partner_id, partnerId),
    params.category ? eq(partnerCommissions.category, params.category) : undefined,
    params.from
      ? gte(partnerCommissions.created_at, pickupInstant(params.from, "00:00:00", timeZone))
      : undefined,
    params.to
      ? lt(partnerCommissions.created_at, pickupInstant(dayAfter(params.to), "00:00:00", timeZone))
      : undefined,
    params.q ? ilike(bookings.booking_reference, likePattern(params.q)) : undefined,
    params.status ? sql`${statusOf(now)} = ${params.status}` : undefined,
  );
}

function baseQuery(db: Executor, { now, timeZone }: LedgerCalendar) {
  return db
    .select({
      transaction_id: partnerCommissions.commission_id,
      booking_reference: bookings.booking_reference,
      date: sql<string>`to_char(${partnerCommissions.created_at} at time zone ${timeZone}, 'YYYY-MM-DD')`,
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

/**
 * The spec's columns: a reversal's amount is the refund, shown negative like its commission; a
 * farmed-out job's pay reads "Job ABC123 (farmed out)" and is all the partner's.
 * `booking_id` is the booking's reference ("WEJK5B5SSY"), as every partner screen shows it;
 * `date` the day the row was written (as on the statement).
 */
export function transactionView(row: TransactionRow) {
  return {
    transaction_id: transactionReference(row.transaction_id),
    booking_id: row.booking_reference,
    date: row.date,
    service_type:
      row.kind === "job_pay"
        ? jobPayLabel(row.booking_reference)
        : COMMISSION_CATEGORY_LABELS[row.category],
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
  calendar: LedgerCalendar,
) {
  const where = whereOf(partnerId, params, calendar);
  const rows = await baseQuery(db, calendar)
    .where(where)
    .orderBy(desc(partnerCommissions.created_at), desc(partnerCommissions.commission_id))
    .limit(params.page_size)
    .offset((params.page - 1) * params.page_size);
  const pagination = await numberedPagination(
    db,
    baseQuery(db, calendar).where(where).$dynamic(),
    params,
  );
  return {
    data: rows.map(transactionView),
    pagination,
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
  calendar: LedgerCalendar,
) {
  const where = whereOf(partnerId, params, calendar);
  let offset = 0;
  return csvStreamResponse({
    filename: `transactions-${todayInZone(calendar.timeZone, calendar.now)}.csv`,
    header: CSV_HEADER,
    nextRows: async () => {
      const rows = await baseQuery(db, calendar)
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
          penceToDecimal(row.amount_pence),
          penceToDecimal(row.commission_pence),
          `${row.rate_bps / 100}%`,
          row.status,
          row.payment_method,
        ]);
    },
  });
}

/** A payout's lines (its ledger rows), for View Details. */
export async function payoutTransactions(db: Executor, payoutId: number, calendar: LedgerCalendar) {
  const rows = await baseQuery(db, calendar)
    .where(eq(partnerCommissions.payout_id, payoutId))
    .orderBy(partnerCommissions.created_at, partnerCommissions.commission_id);
  return rows.map(transactionView);
}

/** Transaction History's page, now. */
export async function loadTransactions(partnerId: number, params: TransactionParams) {
  return listTransactions(await getDb(), partnerId, params, await ledgerCalendar());
}

/** Transaction History's CSV, now: every row the filters keep. */
export async function exportTransactions(partnerId: number, params: TransactionParams) {
  return transactionsCsv(await getDb(), partnerId, params, await ledgerCalendar());
}

/** The ledger's clock and the operator's zone, read outside any transaction. */
export async function ledgerCalendar(): Promise<LedgerCalendar> {
  return { now: await ledgerNow(), timeZone: await ledgerTimeZone() };
}
