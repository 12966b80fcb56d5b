import "server-only";
import type { RatingTag } from "@/lib/ratings/tags";
import type { RideRatingRow } from "@/server/db/schema";

export interface RatingView {
  rating_id: number;
  booking_id: number;
  assignment_id: number;
  stars: number;
  tags: RatingTag[];
  comment: string | null;
  created_at: string;
}

/** A rating as its customer sees it (no feedback workflow, no chauffeur or partner ids). */
export function ratingView(row: RideRatingRow): RatingView {
  return {
    rating_id: row.rating_id,
    booking_id: row.booking_id,
    assignment_id: row.assignment_id,
    stars: row.stars,
    tags: row.tags as RatingTag[],
    comment: row.comment,
    created_at: row.created_at.toISOString(),
  };
}
