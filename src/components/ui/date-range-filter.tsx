"use client";

import { useState } from "react";
import {
  DATE_PRESET_LABELS,
  DATE_PRESETS,
  presetOf,
  rangeForPreset,
  type DatePreset,
  type DateRange,
} from "@/lib/date-range-presets";
import { DatePicker } from "./date-picker";
import { Select } from "./select";
import { optionsOf } from "./select-choices";

const PRESET_OPTIONS = optionsOf(DATE_PRESETS, DATE_PRESET_LABELS);

/**
 * A date-range filter of ListFilters: any date, today, tomorrow, this week or a custom From-To
 * range. Whatever the URL holds is shown (a single day reads as its day), so an active filter is
 * never hidden behind 'Pick a date'.
 */
export function DateRangeFilter({
  label,
  day,
  from,
  to,
  today,
  onChange,
}: {
  label: string;
  /** The URL's single day, its from and its to (yyyy-MM-dd, or "" for none). */
  day: string;
  from: string;
  to: string;
  /** The operator's calendar day, yyyy-MM-dd. */
  today: string;
  onChange: (range: DateRange) => void;
}) {
  const shownFrom = from || day;
  const shownTo = to || day;
  const fromUrl = presetOf({ date: day, from, to }, today);
  // 'Custom range' chosen before a date is picked: the two pickers show (holding the range the URL
  // had, a preset's days included) while the URL is unchanged; another URL (Clear filters) ends it.
  const urlRange = `${day}|${from}|${to}`;
  const [customChosenAt, setCustomChosenAt] = useState<string | null>(null);
  const preset: DatePreset = customChosenAt === urlRange ? "custom" : fromUrl;
  return (
    <div className="flex flex-col gap-3">
      <Select
        label={label}
        options={PRESET_OPTIONS}
        value={preset}
        onValueChange={(value) => {
          const chosen = value as DatePreset;
          setCustomChosenAt(chosen === "custom" ? urlRange : null);
          if (chosen === "any") onChange({ from: "", to: "" });
          else if (chosen !== "custom") onChange(rangeForPreset(chosen, today));
        }}
      />
      {preset === "custom" ? (
        <div className="grid grid-cols-2 gap-2">
          <DatePicker
            label="From"
            value={shownFrom}
            max={shownTo || undefined}
            onChange={(value) => onChange({ from: value, to: shownTo })}
          />
          <DatePicker
            label="To"
            value={shownTo}
            min={shownFrom || undefined}
            onChange={(value) => onChange({ from: shownFrom, to: value })}
          />
        </div>
      ) : null}
    </div>
  );
}
