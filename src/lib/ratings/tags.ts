/**
 * The tags a customer may add to a rating: praise for a good ride, the problem for a poor one.
 * Stored by key; the labels are what every screen shows.
 */
export const PRAISE_TAGS = ["punctual", "clean_car", "smooth_driving", "friendly"] as const;
export const PROBLEM_TAGS = ["late", "route", "car_condition", "behaviour"] as const;
export const RATING_TAGS = [...PRAISE_TAGS, ...PROBLEM_TAGS] as const;
export type RatingTag = (typeof RATING_TAGS)[number];

export const RATING_TAG_LABELS: Record<RatingTag, string> = {
  punctual: "Punctual",
  clean_car: "Clean car",
  smooth_driving: "Smooth driving",
  friendly: "Friendly",
  late: "Late",
  route: "Route",
  car_condition: "Car condition",
  behaviour: "Behaviour",
};

export function isRatingTag(value: string): value is RatingTag {
  return (RATING_TAGS as readonly string[]).includes(value);
}

/** Each known tag's count over a set of ratings, in the list's order, leaving out unused tags. */
export function countTags(
  ratings: readonly { tags: readonly string[] }[],
): { tag: RatingTag; label: string; count: number }[] {
  const counts = new Map<RatingTag, number>();
  for (const rating of ratings)
    for (const tag of new Set(rating.tags))
      if (isRatingTag(tag)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return RATING_TAGS.filter((tag) => counts.has(tag)).map((tag) => ({
    tag,
    label: RATING_TAG_LABELS[tag],
    count: counts.get(tag)!,
  }));
}
