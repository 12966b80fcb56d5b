import { penceToDecimal } from "@/lib/money";
import "server-only";
import { and, eq, getTableColumns, ilike, or, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/server/db/client";
import { inDirection, likePattern, numberedPage, rowsMatching } from "@/server/db/paging";
import { csvStreamResponse } from "@/server/http/csv";
import { partnerPayouts, partners } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import { listParamsSchema } from "@/server/http/list-params";
import { PAYOUT_NOT_FOUND } from "./settle-payout";
import { payoutReference } from "@/lib/commissions/labels";
import { todayInZone } from "@/lib/time-rules";
import { ledgerCalendar, payoutTransactions } from "./transactions";

const PAYOUT_STATUSES = ["Pending", "Paid", "Failed"] as const;

/** GET /api/admin/partners/payouts: page, page_size, sort (created_at, amount), q, status, partner_id. */
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

// Everything but the statement's snapshot (the PDF's business, not the list's).
const { statement: _statement, ...listedColumns } = getTableColumns(partnerPayouts);

/** The console's payouts: newest first, with the partner's company, searched and filtered. */
export async function listPayouts(params: PayoutListParams) {
  const db = await getDb();
  const pattern = params.q ? likePattern(params.q) : null;
  // "PO-000002" (the number as every screen prints it) finds payout 2.
  const number = /^po-?0*(\d{1,9})$/i.exec(params.q?.trim() ?? "")?.[1];
  const where = and(
    params.status ? eq(partnerPayouts.status, params.status) : undefined,
    params.partner_id ? eq(partnerPayouts.partner_id, params.partner_id) : undefined,
    pattern
      ? or(
          ilike(partners.company_name, pattern),
          ilike(partnerPayouts.period, pattern),
          ilike(sql`${partnerPayouts.payout_id}::text`, pattern),
          ilike(partnerPayouts.reference, pattern),
          number ? eq(partnerPayouts.payout_id, Number(number)) : undefined,
        )
      : undefined,
  );
  const sort = params.sort ?? { key: "created_at", direction: "desc" as const };
  const column = sort.key === "amount" ? partnerPayouts.amount_pence : partnerPayouts.created_at;
  const ofPartner = eq(partners.partner_id, partnerPayouts.partner_id);
  const { rows, pagination } = await numberedPage(
    db,
    db
      .select({ payout: listedColumns, company_name: partners.company_name })
      .from(partnerPayouts)
      .innerJoin(partners, ofPartner)
      .where(where)
      .orderBy(
        inDirection(column, sort.direction),
        inDirection(partnerPayouts.payout_id, sort.direction),
      )
      .$dynamic(),
    // The search reads the partner's company, so the count joins the partner too.
    rowsMatching(db, partnerPayouts, where).innerJoin(partners, ofPartner),
    params,
  );
  return {
    data: rows.map(({ payout, company_name }) => ({ ...payout, company_name })),
    pagination,
  };
}

/** One of the partner's own payouts with its lines; another partner's is a 404. */
export async function ownPayout(partnerId: number, payoutId: number) {
  const db = await getDb();
  const [payout] = await db
    .select()
    .from(partnerPayouts)
    .where(and(eq(partnerPayouts.payout_id, payoutId), eq(partnerPayouts.partner_id, partnerId)));
  if (!payout) throw notFound(PAYOUT_NOT_FOUND);
  const { statement: _statement, ...shown } = payout;
  return { ...shown, lines: await payoutTransactions(db, payoutId, await ledgerCalendar()) };
}

/** Export Data: the partner's payouts the filters select, as CSV (formula-escaped). */
export async function payoutsCsv(partnerId: number, params: PayoutListParams) {
  const { now, timeZone } = await ledgerCalendar();
  const day = (at: Date | null) => (at ? todayInZone(timeZone, at) : "");
  const pounds = penceToDecimal;
  let page = 1;
  return csvStreamResponse({
    filename: `payouts-${todayInZone(timeZone, now)}.csv`,
    header: [
      "Payout ID",
      "Date",
      "Period",
      "Commission",
      "Deductions",
      "Net",
      "VAT",
      "Total",
      "Status",
      "Payment Method",
      "Reference",
      "Paid On",
    ],
    nextRows: async () => {
      const { data } = await listPayouts({
        ...params,
        partner_id: partnerId,
        page,
        page_size: 100,
      });
      page += 1;
      return data.map((row) => [
        payoutReference(row.payout_id),
        day(row.created_at),
        row.period,
        pounds(row.gross_pence),
        pounds(row.deductions_pence),
        pounds(row.amount_pence),
        pounds(row.vat_pence),
        pounds(row.total_pence),
        row.status,
        row.method,
        row.reference ?? "",
        row.status === "Paid" ? day(row.settled_at) : "",
      ]);
    },
  });
}
