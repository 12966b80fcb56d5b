import "server-only";
import { z } from "zod";
import { and, asc, eq, ilike, isNotNull, or, sql } from "drizzle-orm";
import { summaryOf } from "@/lib/ratings/rules";
import type { PartnerView } from "@/lib/partners/types";
import { PARTNER_STATUS_FILTERS } from "@/lib/validations/partner-admin";
import { getDb } from "@/server/db/client";
import { inDirection, likePattern, numberedPage, rowsMatching } from "@/server/db/paging";
import { bookings, partners, rideRatings } from "@/server/db/schema";
import { listParamsSchema, type ListPagination } from "@/server/http/list-params";
import { partnerView } from "./queries";

/** GET /api/admin/partners: `?q&status&page&page_size&sort`. */
export const partnerListParamsSchema = listParamsSchema({
  sorts: ["company_name", "created_at"],
  filters: {
    status: z
      .enum(PARTNER_STATUS_FILTERS, {
        error: `Status must be one of ${PARTNER_STATUS_FILTERS.join(", ")}`,
      })
      .optional(),
  },
});
export type PartnerListParams = z.output<typeof partnerListParamsSchema>;

export interface PartnerStats {
  bookings_count: number;
  revenue_pence: number;
}
export type AdminPartner = PartnerView & PartnerStats;

export interface PartnerCounts {
  total: number;
  active: number;
  pending: number;
  inactive: number;
  /** Over every rated ride attributed to a partner; null before the first. */
  average_rating: number | null;
  /** Paid bookings through every partner, in pence. */
  revenue_pence: number;
}

const statsColumns = {
  bookings_count: sql<number>`count(${bookings.booking_id})`.mapWith(Number),
  revenue_pence:
    sql<number>`coalesce(sum(${bookings.price_pence}) filter (where ${bookings.payment_status} = 'paid'), 0)`.mapWith(
      Number,
    ),
};

/** One page of partners (search: company, contact, e-mail, slug) with bookings and revenue. */
export async function listAdminPartners(
  params: PartnerListParams,
): Promise<{ data: AdminPartner[]; pagination: ListPagination }> {
  const db = await getDb();
  const pattern = params.q ? likePattern(params.q) : null;
  const where = and(
    params.status && params.status !== "all" ? eq(partners.status, params.status) : undefined,
    pattern
      ? or(
          ilike(partners.company_name, pattern),
          ilike(partners.contact_person_name, pattern),
          ilike(partners.contact_person_email, pattern),
          ilike(partners.slug, pattern),
        )
      : undefined,
  );
  const sort = params.sort ?? { key: "created_at", direction: "desc" as const };
  const column = sort.key === "company_name" ? partners.company_name : partners.created_at;
  const { rows, pagination } = await numberedPage(
    db,
    db
      .select({ partner: partners, ...statsColumns })
      .from(partners)
      .leftJoin(bookings, eq(bookings.partner_id, partners.partner_id))
      .where(where)
      .groupBy(partners.partner_id)
      .orderBy(inDirection(column, sort.direction), asc(partners.partner_id))
      .$dynamic(),
    rowsMatching(db, partners, where),
    params,
  );
  return {
    data: rows.map(({ partner, bookings_count, revenue_pence }) => ({
      ...partnerView(partner),
      bookings_count,
      revenue_pence,
    })),
    pagination,
  };
}

export async function partnerStats(partnerId: number): Promise<PartnerStats> {
  const db = await getDb();
  const [row] = await db
    .select(statsColumns)
    .from(bookings)
    .where(eq(bookings.partner_id, partnerId));
  return row ?? { bookings_count: 0, revenue_pence: 0 };
}

/** The four cards of Partner Management. */
export async function partnerCounts(): Promise<PartnerCounts> {
  const db = await getDb();
  const count = (status: string) =>
    sql<number>`count(*) filter (where ${partners.status} = ${status})`.mapWith(Number);
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      active: count("Active"),
      pending: count("Pending"),
      inactive: count("Inactive"),
    })
    .from(partners);
  const [revenue] = await db
    .select({ revenue_pence: statsColumns.revenue_pence })
    .from(bookings)
    .where(sql`${bookings.partner_id} is not null`);
  const [rated] = await db
    .select({
      total: sql<number>`coalesce(sum(${rideRatings.stars}), 0)`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(rideRatings)
    .where(isNotNull(rideRatings.partner_id));
  return {
    total: row?.total ?? 0,
    active: row?.active ?? 0,
    pending: row?.pending ?? 0,
    inactive: row?.inactive ?? 0,
    average_rating: summaryOf(rated?.total ?? 0, rated?.count ?? 0).average,
    revenue_pence: revenue?.revenue_pence ?? 0,
  };
}
