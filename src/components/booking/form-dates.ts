/**
 * Date helpers for the home form that need no date library (date-fns stays off the home page).
 * Unit tests check both against `todayInZone` and `TIME_SLOTS` in `@/lib/time-rules`.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

export const FORM_TIME_SLOTS: readonly string[] = Array.from({ length: 96 }, (_, index) => {
  const minutes = index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});
