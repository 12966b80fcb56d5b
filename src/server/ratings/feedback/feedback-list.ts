import "server-only";
import { and, desc, eq, ilike, inArray, or } from "drizzle-orm";
import {
  FEEDBACK_LIST_DEFAULT_SORT,
  type FeedbackListParams,
  type FeedbackStatusValue,
} from "@/lib/validations/ride-rating";
import type { RatingTag } from "@/lib/ratings/tags";
import { getDb } from "@/server/db/client";
import { inDirection, likePattern, numberedPage, rowsMatching } from "@/server/db/paging";
import { bookings, drivers, rideRatings } from "@/server/db/schema";
import type { ListPagination } from "@/server/http/list-params";

export interface FeedbackView {
  rating_id: number;
  booking_id: number;
  booking_reference: string;
  driver_id: number | null;
  chauffeur: string | null;
  stars: number;
  tags: RatingTag[];
  comment: string | null;
  status: FeedbackStatusValue;
  note: string | null;
  created_at: string;
  closed_at: string | null;
}

const SORT_COLUMNS = { created_at: rideRatings.created_at, stars: rideRatings.stars } as const;

/**
 * The Feedback queue: ratings of 3 or less (the rest are never queued), open or closed, with the
 * booking and the chauffeur; q searches the booking reference and the comment.
 */
export async function listFeedback(
  params: FeedbackListParams,
): Promise<{ data: FeedbackView[]; pagination: ListPagination }> {
  const db = await getDb();
  const where = and(
    params.status
      ? eq(rideRatings.feedback_status, params.status)
      : inArray(rideRatings.feedback_status, ["open", "closed"]),
    params.q
      ? or(
          ilike(bookings.booking_reference, likePattern(params.q)),
          ilike(rideRatings.comment, likePattern(params.q)),
        )
      : undefined,
  );
  const sort = params.sort ?? FEEDBACK_LIST_DEFAULT_SORT;
  const column = SORT_COLUMNS[sort.key];
  const ofBooking = eq(bookings.booking_id, rideRatings.booking_id);
  const { rows, pagination } = await numberedPage(
    db,
    db
      .select({
        rating: rideRatings,
        reference: bookings.booking_reference,
        first: drivers.first_name,
        last: drivers.last_name,
      })
      .from(rideRatings)
      .innerJoin(bookings, ofBooking)
      .leftJoin(drivers, eq(drivers.driver_id, rideRatings.driver_id))
      .where(where)
      .orderBy(inDirection(column, sort.direction), desc(rideRatings.rating_id))
      .$dynamic(),
    // The search reads the booking reference, so the count joins the booking too.
    rowsMatching(db, rideRatings, where).innerJoin(bookings, ofBooking),
    params,
  );
  return {
    data: rows.map(({ rating, reference, first, last }) => ({
      rating_id: rating.rating_id,
      booking_id: rating.booking_id,
      booking_reference: reference,
      driver_id: rating.driver_id,
      chauffeur: first != null ? `${first} ${last ?? ""}`.trim() : null,
      stars: rating.stars,
      tags: rating.tags as RatingTag[],
      comment: rating.comment,
      status: rating.feedback_status === "closed" ? "closed" : "open",
      note: rating.feedback_note,
      created_at: rating.created_at.toISOString(),
      closed_at: rating.feedback_closed_at?.toISOString() ?? null,
    })),
    pagination,
  };
}
