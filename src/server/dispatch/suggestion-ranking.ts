import "server-only";
import type { Suggestion } from "@/lib/dispatch/suggestion-types";

/**
 * The order of the suggestions (judge-drivers.ts): fits by class, load, rating and name; misfits
 * by name after their number of reasons.
 */

// One collator for the whole sort: localeCompare builds one per call.
const NAMES = new Intl.Collator("en");

export function byName(a: Suggestion, b: Suggestion): number {
  return NAMES.compare(a.name, b.name) || a.driver_id - b.driver_id;
}

/** Booked class first, fewest jobs that day, best rating (unrated last), then name. */
export function rankFits(a: Suggestion, b: Suggestion): number {
  if (a.higher_class !== b.higher_class) return a.higher_class ? 1 : -1;
  if (a.jobs_that_day !== b.jobs_that_day) return a.jobs_that_day - b.jobs_that_day;
  if (a.rating !== b.rating) {
    if (a.rating === null) return 1;
    if (b.rating === null) return -1;
    return b.rating - a.rating;
  }
  return byName(a, b);
}
