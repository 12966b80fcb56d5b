import type { DriverEarningLine } from "@/lib/drivers/earnings-types";

// Dates here are calendar days (yyyy-MM-dd, already in Europe/London): formatted at UTC noon so
// the viewer's own zone can never move them.
const dayFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const dayYearFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "Wed 4 Mar". */
export function formatEarningDay(date: string): string {
  return dayFormat.format(noon(date));
}

/** "19 Oct – 25 Oct 2026": a week's span. */
export function formatWeek(start: string, end: string): string {
  const first = dayYearFormat.format(noon(start));
  const last = dayYearFormat.format(noon(end));
  return `${first.slice(0, first.lastIndexOf(" "))} – ${last}`;
}

/** "Heathrow → Big Ben", or "Heathrow (3 hours)" for a job by the hour. */
export function formatJourney(
  line: Pick<DriverEarningLine, "pickup_location" | "dropoff_location" | "number_of_hours">,
): string {
  if (line.dropoff_location) return `${line.pickup_location} → ${line.dropoff_location}`;
  const hours = line.number_of_hours;
  return hours
    ? `${line.pickup_location} (${hours} ${hours === 1 ? "hour" : "hours"})`
    : line.pickup_location;
}
