"use client";

import { useState } from "react";
import { DatePicker } from "@/components/ui/date-picker";
import { Select } from "@/components/ui/select";
import {
  DATE_PRESET_LABELS,
  DATE_PRESETS,
  localToday,
  presetOf,
  rangeForPreset,
  type DatePreset,
} from "@/lib/date-range-presets";
import type { ListKey } from "./list-query";

const PRESET_OPTIONS = DATE_PRESETS.map((preset) => ({
  value: preset,
  label: DATE_PRESET_LABELS[preset],
}));

/**
 * Pickup dates: any, today, tomorrow, this week or a custom range, written to the URL as
 * date_from and date_to. Whatever the URL holds is shown (a single `date` reads as its day), so an
 * active filter is never hidden behind 'Pick a date'.
 */
export function PickupDateFilter({
  params,
  onChange,
  today = localToday(),
}: {
  params: URLSearchParams;
  onChange: (changes: Partial<Record<ListKey, string>>) => void;
  /** The operator's calendar day, yyyy-MM-dd (tests pass one). */
  today?: string;
}) {
  const date = params.get("date") ?? "";
  const from = params.get("date_from") || date;
  const to = params.get("date_to") || date;
  const fromUrl = presetOf(
    { date, from: params.get("date_from"), to: params.get("date_to") },
    today,
  );
  // 'Custom range' chosen before any date is picked: the two pickers show, the URL is unchanged.
  const [customChosen, setCustomChosen] = useState(false);
  const preset: DatePreset = fromUrl === "any" && customChosen ? "custom" : fromUrl;
  const setRange = (range: { from: string; to: string }) =>
    onChange({ date: "", date_from: range.from, date_to: range.to, page: "" });
  return (
    <div className="flex flex-col gap-3">
      <Select
        label="Pickup dates"
        options={PRESET_OPTIONS}
        value={preset}
        onValueChange={(value) => {
          const chosen = value as DatePreset;
          setCustomChosen(chosen === "custom");
          if (chosen === "any") setRange({ from: "", to: "" });
          else if (chosen !== "custom") setRange(rangeForPreset(chosen, today));
        }}
      />
      {preset === "custom" ? (
        <div className="grid grid-cols-2 gap-2">
          <DatePicker
            label="From"
            value={from}
            max={to || undefined}
            onChange={(value) => setRange({ from: value, to })}
          />
          <DatePicker
            label="To"
            value={to}
            min={from || undefined}
            onChange={(value) => setRange({ from, to: value })}
          />
        </div>
      ) : null}
    </div>
  );
}
