/** How long after the ride a customer may still rate it. */
export const RATING_WINDOW_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A chauffeur's rating is the average of this many of their latest rated rides. */
export const RATING_AVERAGE_WINDOW = 100;

/** Ratings at or below this go to the administrator's Feedback queue. */
export const FEEDBACK_THRESHOLD = 3;

export const MIN_STARS = 1;
export const MAX_STARS = 5;
export const MAX_COMMENT_LENGTH = 1000;

/**
 * Whether a ride completed at `completedAt` may still be rated at `now`. The window is elapsed
 * time (14 × 24 h), so a clock change in between neither shortens nor lengthens it.
 */
export function isWithinRatingWindow(completedAt: Date, now: Date): boolean {
  const elapsed = now.getTime() - completedAt.getTime();
  return elapsed >= 0 && elapsed <= RATING_WINDOW_DAYS * DAY_MS;
}

export function ratingWindowEndsAt(completedAt: Date): Date {
  return new Date(completedAt.getTime() + RATING_WINDOW_DAYS * DAY_MS);
}

export function needsFollowUp(stars: number): boolean {
  return stars <= FEEDBACK_THRESHOLD;
}

export interface RatingSummary {
  /** Rounded to one decimal; null before the first rating. */
  average: number | null;
  count: number;
}

/**
 * The average of the latest ratings (the caller passes them newest first; only the first 100
 * count), rounded half up to one decimal. Summing integers first keeps it exact.
 */
export function summariseRatings(starsNewestFirst: readonly number[]): RatingSummary {
  const counted = starsNewestFirst.slice(0, RATING_AVERAGE_WINDOW);
  return summaryOf(
    counted.reduce((sum, stars) => sum + stars, 0),
    counted.length,
  );
}

/** The summary from a total of stars and how many ratings (the database sums the window). */
export function summaryOf(totalStars: number, count: number): RatingSummary {
  if (count <= 0) return { average: null, count: 0 };
  return { average: Math.round((totalStars * 10) / count) / 10, count };
}

/** "4.7 (23 ratings)", or "No ratings yet". */
export function formatRating(summary: RatingSummary): string {
  if (summary.average === null) return "No ratings yet";
  return `${summary.average.toFixed(1)} (${summary.count} rating${summary.count === 1 ? "" : "s"})`;
}
