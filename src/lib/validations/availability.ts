/**
 * What a chauffeur sends to set today's availability and to mark or clear a day off. Shared by
 * the availability screen and the route handlers. The clock rules (not in the past, at most 90
 * days ahead) are checked by the server against its injected clock.
 */
import { z } from "zod";
import { MAX_DAY_OFF_REASON, TODAY_STATES } from "@/lib/drivers/availability";

const DAY_MESSAGE = "Enter a real date (yyyy-mm-dd)";

/** A real calendar date written yyyy-mm-dd (2026-02-30 is refused). */
export const calendarDay = z.string(DAY_MESSAGE).refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}, DAY_MESSAGE);

export const todayAvailabilitySchema = z.strictObject({
  today: z.enum(TODAY_STATES, { error: "Choose available or unavailable" }),
});

export const dayOffSchema = z.strictObject({
  day: calendarDay,
  reason: z
    .string("Enter the reason as text")
    .trim()
    .max(MAX_DAY_OFF_REASON, `Keep the reason under ${MAX_DAY_OFF_REASON} characters`)
    .optional()
    .transform((value) => (value ? value : undefined)),
});

export type DayOffInput = z.input<typeof dayOffSchema>;
export type DayOffBody = z.output<typeof dayOffSchema>;

/** `/api/driver/days-off/[day]`: a malformed day reads like a missing one (404). */
export const dayOffParamsSchema = z.object({ day: calendarDay });
