/**
 * The dispatch board's URL: `?date=yyyy-mm-dd` (a real calendar day) and nothing else, so a typo
 * answers 400 instead of quietly showing today. Shared by the API route and the page.
 */
import { z } from "zod";
import { isoDateFilter } from "@/lib/list-params";

export const dispatchBoardParamsSchema = z.strictObject({
  date: isoDateFilter("Date"),
});

export type DispatchBoardParams = z.output<typeof dispatchBoardParamsSchema>;
