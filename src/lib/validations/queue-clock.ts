import { z } from "zod";

/** Up to a year ahead: far enough for any schedule or retry, in whole minutes. */
export const MAX_QUEUE_SHIFT_MINUTES = 366 * 24 * 60;
const SHIFT_MESSAGE = `shiftMinutes must be a whole number of minutes from 0 to ${MAX_QUEUE_SHIFT_MINUTES}`;

/** POST /api/dev/clock: how far ahead of the real clock the queue runs (0 puts it back). */
export const queueClockBodySchema = z.strictObject({
  shiftMinutes: z
    .number(SHIFT_MESSAGE)
    .int(SHIFT_MESSAGE)
    .min(0, SHIFT_MESSAGE)
    .max(MAX_QUEUE_SHIFT_MINUTES, SHIFT_MESSAGE),
});
