// Days off are calendar dates (yyyy-mm-dd) with no time: formatted at noon UTC so no zone can
// move them to the day before or after.
const DAY_FORMAT = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "Tuesday 1 December 2026" (built from the parts: ICU versions differ on the comma). */
export function formatDayOff(day: string): string {
  const parts = DAY_FORMAT.formatToParts(new Date(`${day}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}`;
}
