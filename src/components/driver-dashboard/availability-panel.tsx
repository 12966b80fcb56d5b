"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
// The limit comes from the zod-free module: the schema file (and zod) loads on the first submit.
import {
  MAX_DAY_OFF_REASON,
  type DriverAvailability,
  type TodayState,
} from "@/lib/drivers/availability";
import { api, type ApiResult } from "@/lib/api-client";
import type { DayOffInput } from "@/lib/validations/availability";
import { Button } from "@/components/ui/button";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { TextField } from "@/components/ui/text-field";
import { TitledSection } from "@/components/ui/titled-section";
import { toast } from "@/components/ui/toast";
import { formatDayOff } from "./day-off-format";
import { TodaySwitch } from "./today-switch";
import { fieldBinder } from "@/components/ui/use-field-binder";

const resolver = lazySchemaResolver<DayOffInput>(
  async () => (await import("@/lib/validations/availability")).dayOffSchema,
);

/**
 * The chauffeur's availability: the switch for today and the days off ahead (add with a date,
 * remove each). Every answer from the server carries the whole list, so the screen shows what
 * the server holds, never a guess; a failed request leaves the screen as it was and says why.
 */
export function AvailabilityPanel({ initial }: { initial: DriverAvailability }) {
  const [availability, setAvailability] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<DayOffInput>({
    resolver,
    defaultValues: { day: "", reason: "" },
  });
  const field = fieldBinder<DayOffInput>({ register, formState });

  async function send(key: string, request: () => Promise<ApiResult<DriverAvailability>>) {
    setBusy(key);
    const result = await request();
    setBusy(null);
    if (result.ok) {
      setAvailability(result.data);
      toast.success(result.message);
    } else toast.error(result.message);
    return result;
  }

  const setToday = (today: TodayState) =>
    send("today", () =>
      api.put<DriverAvailability>("/api/driver/availability", { json: { today } }),
    );

  const addDay = handleSubmit(async (values) => {
    const reason = values.reason?.trim();
    const body = { day: values.day, ...(reason ? { reason } : {}) };
    const result = await send("add", () =>
      api.post<DriverAvailability>("/api/driver/days-off", { json: body }),
    );
    if (result.ok) reset();
    else applyFieldErrors(setError, result.fieldErrors, ["day", "reason"]);
  });

  const removeDay = (day: string) =>
    send(`remove:${day}`, () => api.del<DriverAvailability>(`/api/driver/days-off/${day}`));

  const { today, days_off: daysOff } = availability;
  return (
    <div className="flex flex-col gap-6">
      <TitledSection id="today-heading" title="Today">
        <TodaySwitch
          available={availability.today_state === "available"}
          busy={busy === "today"}
          onChange={(available) => void setToday(available ? "available" : "unavailable")}
        />
      </TitledSection>

      <TitledSection id="days-off-heading" title="Days off">
        {daysOff.length === 0 ? (
          <p className="text-base text-neutral-800">No days off marked.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-neutral-200">
            {daysOff.map((dayOff) => (
              <li key={dayOff.day} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="font-semibold text-neutral-900">
                    {formatDayOff(dayOff.day)}
                    {dayOff.day === today && " (today)"}
                  </p>
                  {dayOff.reason && (
                    <p className="text-sm break-words text-neutral-700">{dayOff.reason}</p>
                  )}
                </div>
                <Button
                  variant="danger-outline"
                  aria-label={`Remove day off on ${formatDayOff(dayOff.day)}`}
                  disabled={busy !== null}
                  onClick={() => void removeDay(dayOff.day)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}

        <form
          onSubmit={(event) => void addDay(event)}
          noValidate
          className="mt-4 flex flex-col gap-3 border-t border-neutral-200 pt-4"
          aria-label="Add a day off"
        >
          <TextField
            label="Day off"
            type="date"
            required
            min={today}
            max={availability.last_day}
            hint="Up to 90 days ahead"
            {...field("day")}
          />
          <TextField
            label="Reason (optional)"
            maxLength={MAX_DAY_OFF_REASON}
            {...field("reason")}
          />
          <Button type="submit" size="lg" disabled={busy !== null}>
            {busy === "add" ? "Adding…" : "Add day off"}
          </Button>
        </form>
      </TitledSection>
    </div>
  );
}
