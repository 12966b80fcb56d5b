import "server-only";
import { desc, eq, inArray, sql } from "drizzle-orm";
import { countTags } from "@/lib/ratings/tags";
import { RATING_AVERAGE_WINDOW, summaryOf, type RatingSummary } from "@/lib/ratings/rules";
import type { Executor } from "@/server/db/client";
import { rideRatings, type RideRatingRow } from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";

/**
 * Each chauffeur's rating: the average of their latest 100 rated rides, one query for a whole
 * page or a list of candidates. Chauffeurs without ratings are absent from the map.
 */
export async function driverRatingSummaries(
  db: Executor,
  driverIds: readonly number[],
): Promise<Map<number, RatingSummary>> {
  const ids = [...new Set(driverIds)];
  const summaries = new Map<number, RatingSummary>();
  if (ids.length === 0) return summaries;
  const result = await db.execute(sql`
    select driver_id, sum(stars)::int as total, count(*)::int as count
    from (
      select driver_id, stars,
        row_number() over (partition by driver_id order by created_at desc, rating_id desc) as nth
      from ride_ratings
      where driver_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
    ) latest
    where nth <= ${RATING_AVERAGE_WINDOW}
    group by driver_id`);
  for (const row of rowsOf<{ driver_id: number; total: number; count: number }>(result))
    summaries.set(Number(row.driver_id), summaryOf(Number(row.total), Number(row.count)));
  return summaries;
}

export async function driverRatingSummary(db: Executor, driverId: number): Promise<RatingSummary> {
  return (await driverRatingSummaries(db, [driverId])).get(driverId) ?? summaryOf(0, 0);
}

/** What a chauffeur sees of their ratings: the average, the tags counted, never who rated. */
export async function driverRatingView(db: Executor, driverId: number) {
  const latest = await db
    .select({ stars: rideRatings.stars, tags: rideRatings.tags })
    .from(rideRatings)
    .where(eq(rideRatings.driver_id, driverId))
    .orderBy(desc(rideRatings.created_at), desc(rideRatings.rating_id))
    .limit(RATING_AVERAGE_WINDOW);
  return {
    summary: summaryOf(
      latest.reduce((sum, row) => sum + row.stars, 0),
      latest.length,
    ),
    tags: countTags(latest),
  };
}

/** A partner's Average Rating: every rated ride attributed to it (its guest-page bookings). */
export async function partnerRatingSummary(
  db: Executor,
  partnerId: number,
): Promise<RatingSummary> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${rideRatings.stars}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(rideRatings)
    .where(eq(rideRatings.partner_id, partnerId));
  return summaryOf(Number(row?.total ?? 0), Number(row?.count ?? 0));
}

/** The ratings given to a booking's rides (one per job). */
export async function ratingsOfBooking(
  db: Executor,
  bookingIds: readonly number[],
): Promise<RideRatingRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(rideRatings)
    .where(inArray(rideRatings.booking_id, [...bookingIds]))
    .orderBy(rideRatings.rating_id);
}
