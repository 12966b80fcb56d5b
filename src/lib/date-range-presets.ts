/**
 * The bookings list's pickup-date choices: a preset (today, tomorrow, this week) or a custom
 * range, written to the URL as from and to (yyyy-MM-dd, the pickup's own calendar).
 * Days are counted on the calendar of `today` (the operator's own), so a change of clocks never
 * shifts a day.
 */
export const DATE_PRESETS = ["any", "today", "tomorrow", "this_week", "custom"] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_PRESET_LABELS: Readonly<Record<DatePreset, string>> = {
  any: "Any date",
  today: "Today",
  tomorrow: "Tomorrow",
  this_week: "This week (Monday to Sunday)",
  custom: "Custom range",
};

export interface DateRange {
  from: string;
  to: string;
}

function isoDay(year: number, month: number, day: number): string {
  // Date.UTC normalises overflow (31 March + 1) without touching any zone's clock changes.
  const date = new Date(Date.UTC(year, month, day));
  return date.toISOString().slice(0, 10);
}

/** `today` is a calendar day, yyyy-MM-dd. */
export function rangeForPreset(
  preset: "today" | "tomorrow" | "this_week",
  today: string,
): DateRange {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  if (preset === "today") return { from: today, to: today };
  if (preset === "tomorrow") {
    const next = isoDay(year, month - 1, day + 1);
    return { from: next, to: next };
  }
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay(); // 0 is Sunday
  const sinceMonday = (weekday + 6) % 7;
  return {
    from: isoDay(year, month - 1, day - sinceMonday),
    to: isoDay(year, month - 1, day - sinceMonday + 6),
  };
}

/** Which choice the URL's dates are: a preset when they match one, else a custom range. */
export function presetOf(
  range: { date?: string | null; from?: string | null; to?: string | null },
  today: string,
): DatePreset {
  const from = range.from || range.date || "";
  const to = range.to || range.date || "";
  if (!from && !to) return "any";
  for (const preset of ["today", "tomorrow", "this_week"] as const) {
    const candidate = rangeForPreset(preset, today);
    if (candidate.from === from && candidate.to === to) return preset;
  }
  return "custom";
}

/** The browser's calendar day, yyyy-MM-dd. */
export function localToday(now: Date = new Date()): string {
  return isoDay(now.getFullYear(), now.getMonth(), now.getDate());
}
