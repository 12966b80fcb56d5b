/**
 * The dispatch board's URL: `?date=yyyy-mm-dd` (a real calendar day), `idle` (how many working
 * chauffeurs without a job get a lane, 0 to BOARD_IDLE_LANES_MAX), `cards` (how many unassigned
 * cars, 1 to BOARD_QUEUE_CARDS_MAX, besides the urgent ones) and `q` (a chauffeur's name),
 * and nothing else, so a typo answers 400 instead of quietly showing today. Shared by the API
 * route and the page.
 */
import { z } from "zod";
import { BOARD_IDLE_LANES_MAX, BOARD_QUEUE_CARDS_MAX } from "@/lib/dispatch/board-types";
import { isoDateFilter, searchTextSchema } from "@/lib/list-params";

const IDLE_MESSAGE = `Idle lanes must be a whole number from 0 to ${BOARD_IDLE_LANES_MAX}`;
const CARDS_MESSAGE = `Unassigned cars must be a whole number from 1 to ${BOARD_QUEUE_CARDS_MAX}`;

export const dispatchBoardParamsSchema = z.strictObject({
  date: isoDateFilter("Date"),
  idle: z
    .string()
    .regex(/^\d{1,4}$/, IDLE_MESSAGE)
    .transform(Number)
    .refine((count) => count <= BOARD_IDLE_LANES_MAX, IDLE_MESSAGE)
    .optional(),
  cards: z
    .string()
    .regex(/^\d{1,4}$/, CARDS_MESSAGE)
    .transform(Number)
    .refine((count) => count >= 1 && count <= BOARD_QUEUE_CARDS_MAX, CARDS_MESSAGE)
    .optional(),
  q: searchTextSchema,
});

export type DispatchBoardParams = z.output<typeof dispatchBoardParamsSchema>;
