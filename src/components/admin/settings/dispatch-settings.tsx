"use client";

import { TextField } from "@/components/ui/text-field";
import { DISPATCH_LIMITS } from "@/lib/settings/dispatch-limits";
import type { SettingsFormValues } from "./settings-form";
import { useFieldBinder } from "@/components/ui/use-field-binder";

const { bufferMinutes, offerSeconds, driverSharePercent } = DISPATCH_LIMITS;

/** The tab's whole-number fields, each with its bounds and what it is for. */
const FIELDS: {
  name: keyof SettingsFormValues["dispatch"];
  label: string;
  limits: { min: number; max: number };
  hint: string;
}[] = [
  {
    name: "turnaround_buffer_minutes",
    label: "Turnaround buffer (minutes)",
    limits: bufferMinutes,
    hint: "Kept free between one job's estimated end and the same chauffeur's next pickup.",
  },
  {
    name: "setup_buffer_minutes",
    label: "Set-up buffer (minutes)",
    limits: bufferMinutes,
    hint: "Added after a point-to-point route's driving time (unloading, paperwork).",
  },
  {
    name: "offer_expiry_seconds",
    label: "Default offer expiry (seconds)",
    limits: offerSeconds,
    hint: "How long an offer to a chauffeur or partner stays open: 90 (1.5 minutes) to 1800 (30 minutes).",
  },
  {
    name: "driver_share_percent",
    label: "Chauffeur's share of the fare (%)",
    limits: driverSharePercent,
    hint: "A job's pay when no fixed amount is set: this share of the fare per car, rounded down to the penny.",
  },
];

/**
 * Settings' Dispatch tab: the time kept free between a chauffeur's jobs, the time added after a
 * point-to-point drop-off, how long an offer stays open unless the dispatcher says otherwise, and
 * the chauffeur's share of the fare when no fixed pay is set.
 */
export function DispatchSettings() {
  const field = useFieldBinder<SettingsFormValues>();
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {FIELDS.map(({ name, label, limits, hint }) => (
        <TextField
          key={name}
          label={label}
          type="number"
          inputMode="numeric"
          min={limits.min}
          max={limits.max}
          hint={hint}
          {...field(`dispatch.${name}`, { valueAsNumber: true })}
        />
      ))}
    </div>
  );
}
