import { z } from "zod";
import { OPERATOR_RECORD_MAX_MONTHS, operatorRecordLastDay } from "@/lib/reports/operator-record";

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const calendarDay = (label: string) =>
  z
    .string({ error: `${label} is required (yyyy-mm-dd)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (yyyy-mm-dd)`)
    .refine(isCalendarDay, `${label} must be a real date`);

/** `?from=yyyy-mm-dd&to=yyyy-mm-dd`: pickup days, from <= to, at most 13 months apart. */
export const operatorRecordQuerySchema = z
  .strictObject({ from: calendarDay("From"), to: calendarDay("To") })
  .superRefine((range, ctx) => {
    // A field's own error already says what is wrong; the range is judged on real days only.
    if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return;
    if (range.from > range.to)
      ctx.addIssue({ code: "custom", path: ["to"], message: "To must be on or after From" });
    else if (range.to > operatorRecordLastDay(range.from))
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `The range may cover at most ${OPERATOR_RECORD_MAX_MONTHS} months`,
      });
  });

export type OperatorRecordQuery = z.output<typeof operatorRecordQuerySchema>;
