import "server-only";
import { sql } from "drizzle-orm";
import { CAR_TAKEN_STATES } from "@/lib/dispatch/job-states";
import { ASSIGNABLE_BOOKING_STATUSES } from "@/server/dispatch/assignment-checks";

/**
 * The dispatch board's reads (board-day-bookings.ts, board-day-assignments.ts, board-lanes.ts):
 * a handful of indexed queries whatever the size of the day, never one per booking or per
 * chauffeur (the board must answer within 50 ms at a million bookings). This file holds what
 * their SQL shares.
 */

/** Jobs drawn as blocks: the chauffeur holds the time, or held it (a finished job stays shown). */
export const BLOCK_STATES = [...CAR_TAKEN_STATES, "no_show"] as const;

export const ASSIGNABLE = [...ASSIGNABLE_BOOKING_STATUSES];

/** A list of ids as one array parameter: the statement stays the same size however many. */
export const idArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

/** A list of values as SQL parameters: `in (${values})`. */
export const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Epoch milliseconds of a timestamptz: a number in the JSON, turned back into a Date here. */
export const epochMs = (column: string) =>
  sql.raw(`floor(extract(epoch from ${column}) * 1000)::bigint`);

/*
 * The two big reads (dayBookings, dayAssignments) come back as one JSON text each, built by the
 * database: decoding thousands of rows value by value through the ORM costs several times more
 * than one JSON.parse (the same reason as suggestion-rows.ts). Their shapes are fixed beside
 * them, tuple by tuple.
 */

/** A nullable text in those tuples. */
export type Nullable = string | null;
