import {
  FEEDBACK_THRESHOLD,
  formatRating,
  isWithinRatingWindow,
  needsFollowUp,
  ratingWindowEndsAt,
  summariseRatings,
  summaryOf,
} from "@/lib/ratings/rules";
import { countTags, isRatingTag, RATING_TAG_LABELS, RATING_TAGS } from "@/lib/ratings/tags";
import { presetTipPence, TIP_CAP_PENCE, tipPresets } from "@/lib/ratings/tips";
import { rideRatingSchema, rideTipSchema } from "@/lib/validations/ride-rating";

describe("the rating window", () => {
  // Completed on Saturday 18 Oct 2031 at 20:00 London (BST); the clocks go back on 26 Oct.
  const completed = new Date("2031-10-18T19:00:00Z");

  it("is open for 14 × 24 hours, across the clock change", () => {
    expect(isWithinRatingWindow(completed, completed)).toBe(true);
    expect(isWithinRatingWindow(completed, new Date("2031-11-01T19:00:00Z"))).toBe(true);
    expect(isWithinRatingWindow(completed, new Date("2031-11-01T19:00:00.001Z"))).toBe(false);
    expect(ratingWindowEndsAt(completed).toISOString()).toBe("2031-11-01T19:00:00.000Z");
  });

  it("is closed before the ride was completed", () => {
    expect(isWithinRatingWindow(completed, new Date("2031-10-18T18:59:59Z"))).toBe(false);
  });
});

describe("a chauffeur's average", () => {
  it("is the mean of the latest 100, to one decimal, with the count", () => {
    expect(summariseRatings([])).toEqual({ average: null, count: 0 });
    expect(summariseRatings([5, 4, 4])).toEqual({ average: 4.3, count: 3 });
    expect(summariseRatings([5, 4])).toEqual({ average: 4.5, count: 2 });
    // 101 ratings: the oldest (a 1) falls out of the window.
    const latest = [...Array<number>(100).fill(5), 1];
    expect(summariseRatings(latest)).toEqual({ average: 5, count: 100 });
  });

  it("rounds half up from exact integer sums", () => {
    // 4.45 exactly: 89 stars over 20 ratings.
    expect(summaryOf(89, 20)).toEqual({ average: 4.5, count: 20 });
    expect(summaryOf(0, 0)).toEqual({ average: null, count: 0 });
  });

  it("reads with one decimal and the count", () => {
    expect(formatRating(summaryOf(50, 10))).toBe("5.0 (10 ratings)");
    expect(formatRating(summaryOf(4, 1))).toBe("4.0 (1 rating)");
    expect(formatRating(summaryOf(0, 0))).toBe("No ratings yet");
  });

  it("sends 3 stars or less to the Feedback queue", () => {
    expect(FEEDBACK_THRESHOLD).toBe(3);
    expect(needsFollowUp(3)).toBe(true);
    expect(needsFollowUp(4)).toBe(false);
  });
});

describe("tags", () => {
  it("has a label for each tag", () => {
    expect(RATING_TAGS).toHaveLength(8);
    for (const tag of RATING_TAGS) expect(RATING_TAG_LABELS[tag]).toMatch(/^[A-Z]/);
    expect(isRatingTag("punctual")).toBe(true);
    expect(isRatingTag("rude")).toBe(false);
  });

  it("counts each known tag once per rating, in the list's order", () => {
    expect(
      countTags([{ tags: ["friendly", "punctual"] }, { tags: ["punctual", "punctual", "x"] }]),
    ).toEqual([
      { tag: "punctual", label: "Punctual", count: 2 },
      { tag: "friendly", label: "Friendly", count: 1 },
    ]);
  });
});

describe("tips", () => {
  it("offers 10, 15 and 20 percent of the ride, to the penny, capped at £200", () => {
    expect(tipPresets(8_550)).toEqual([
      { percent: 10, pence: 855 },
      { percent: 15, pence: 1_283 },
      { percent: 20, pence: 1_710 },
    ]);
    expect(presetTipPence(2_000_000, 20)).toBe(TIP_CAP_PENCE);
  });

  it("refuses a tip over the cap or in fractions of a penny", () => {
    expect(rideTipSchema.safeParse({ amount_pence: 20_000 }).success).toBe(true);
    expect(rideTipSchema.safeParse({ amount_pence: 20_001 }).success).toBe(false);
    expect(rideTipSchema.safeParse({ amount_pence: 10.5 }).success).toBe(false);
    expect(rideTipSchema.safeParse({ amount_pence: 50 }).success).toBe(false);
  });
});

describe("the rating payload", () => {
  it("takes stars 1..5, known tags once and an optional comment", () => {
    expect(rideRatingSchema.parse({ stars: 5, tags: ["friendly"], comment: "  " })).toEqual({
      stars: 5,
      tags: ["friendly"],
      comment: null,
    });
    for (const bad of [
      { stars: 0 },
      { stars: 6 },
      { stars: 4.5 },
      { stars: 4, tags: ["rude"] },
      { stars: 4, tags: ["late", "late"] },
      { stars: 4, user_id: 3 },
    ])
      expect(rideRatingSchema.safeParse(bad).success).toBe(false);
  });
});
