"use client";

import { useFormContext } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import { DISPATCH_LIMITS } from "@/lib/settings/dispatch-limits";
import type { SettingsFormValues } from "./settings-form";

const { bufferMinutes, offerSeconds, driverSharePercent } = DISPATCH_LIMITS;

/**
 * Settings' Dispatch tab: the time kept free between a chauffeur's jobs, the time added after a
 * point-to-point drop-off, how long an offer stays open unless the dispatcher says otherwise, and
 * the chauffeur's share of the fare when no fixed pay is set.
 */
export function DispatchSettings() {
  const { register, formState } = useFormContext<SettingsFormValues>();
  const errors = formState.errors.dispatch;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <TextField
        label="Turnaround buffer (minutes)"
        type="number"
        inputMode="numeric"
        min={bufferMinutes.min}
        max={bufferMinutes.max}
        hint="Kept free between one job's estimated end and the same chauffeur's next pickup."
        error={errors?.turnaround_buffer_minutes?.message}
        {...register("dispatch.turnaround_buffer_minutes", { valueAsNumber: true })}
      />
      <TextField
        label="Set-up buffer (minutes)"
        type="number"
        inputMode="numeric"
        min={bufferMinutes.min}
        max={bufferMinutes.max}
        hint="Added after a point-to-point route's driving time (unloading, paperwork)."
        error={errors?.setup_buffer_minutes?.message}
        {...register("dispatch.setup_buffer_minutes", { valueAsNumber: true })}
      />
      <TextField
        label="Default offer expiry (seconds)"
        type="number"
        inputMode="numeric"
        min={offerSeconds.min}
        max={offerSeconds.max}
        hint="How long an offer to a chauffeur or partner stays open: 90 (1.5 minutes) to 1800 (30 minutes)."
        error={errors?.offer_expiry_seconds?.message}
        {...register("dispatch.offer_expiry_seconds", { valueAsNumber: true })}
      />
      <TextField
        label="Chauffeur's share of the fare (%)"
        type="number"
        inputMode="numeric"
        min={driverSharePercent.min}
        max={driverSharePercent.max}
        hint="A job's pay when no fixed amount is set: this share of the fare per car, rounded down to the penny."
        error={errors?.driver_share_percent?.message}
        {...register("dispatch.driver_share_percent", { valueAsNumber: true })}
      />
    </div>
  );
}
