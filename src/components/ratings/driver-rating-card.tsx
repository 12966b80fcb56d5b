import { formatRating } from "@/lib/ratings/rules";
import type { OwnDriverRating } from "@/server/ratings/own-driver-rating";

/** The chauffeur's average (one decimal, with the count) and the tags customers gave. */
export function DriverRatingCard({ rating }: { rating: OwnDriverRating }) {
  return (
    <section
      aria-labelledby="driver-rating-heading"
      className="rounded-xl border border-neutral-200 bg-white p-4"
    >
      <h2 id="driver-rating-heading" className="text-base font-semibold text-neutral-900">
        Your rating
      </h2>
      <p className="mt-1 text-2xl font-semibold text-neutral-900">{formatRating(rating.summary)}</p>
      {rating.summary.count > 0 && (
        <p className="text-sm text-neutral-700">
          The average of your latest rated rides (up to 100).
        </p>
      )}
      {rating.tags.length > 0 && (
        <ul aria-label="What customers said" className="mt-3 flex flex-wrap gap-2">
          {rating.tags.map((tag) => (
            <li
              key={tag.tag}
              className="rounded-full bg-neutral-100 px-3 py-1 text-sm text-neutral-900"
            >
              {tag.label}: {tag.count}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
