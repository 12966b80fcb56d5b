/**
 * London wall-clock arithmetic for journeys that move the job queue's clock to a schedule's
 * moment (06:00, Thursday 09:00, 00:05 London): what the server's croner schedules read.
 */
const ZONE = "Europe/London";
const DAY_MS = 86_400_000;

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The London wall clock at `at`: "yyyy-MM-dd" and "HH:mm". */
export function londonWall(at: Date): { date: string; time: string } {
  const value = Object.fromEntries(parts.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    date: `${value.year}-${value.month}-${value.day}`,
    time: `${value.hour}:${value.minute}`,
  };
}

/** The calendar day `days` after "yyyy-MM-dd". */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant London reads `date` at `time` ("HH:mm"; a time that exists that day). */
export function londonInstant(date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let guess = wall;
  // London is UTC or UTC+1: two corrections settle the offset either side of a change.
  for (let i = 0; i < 2; i += 1) {
    const seen = londonWall(new Date(guess));
    guess += wall - Date.parse(`${seen.date}T${seen.time}:00Z`);
  }
  return new Date(guess);
}

/** The first instant after `after` at which London reads `time`. */
export function nextLondon(time: string, after: Date): Date {
  let day = londonWall(after).date;
  while (londonInstant(day, time) <= after) day = addDays(day, 1);
  return londonInstant(day, time);
}

/** The ISO week ("2026-W49") of "yyyy-MM-dd", as payout periods are named. */
export function isoWeek(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}
