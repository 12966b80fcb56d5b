import "server-only";
import { z } from "zod";
import { BOOKING_STATUSES } from "@/lib/booking-status";
import {
  BOOKING_LIST_SORTS,
  BOOKING_LIST_TABS,
  BOOKING_LIST_WHEN,
  BOOKING_TYPES,
} from "@/lib/booking-list";
import { choiceFilter, isoDateFilter, listParamsSchema } from "@/server/http/list-params";

const listed = (values: readonly string[]) => values.join(", ");

/** Offsets beyond this page are refused: deeper pages are read with the keyset cursor. */
export const MAX_OFFSET_PAGE = 1000;

/**
 * GET /api/bookings, its exports and every bookings page, for every viewer (the policy scopes
 * the rows): `?page&page_size&sort&q&cursor` (see lib/list-params.ts; sort keys pickup_at,
 * created_at, price, `-` for descending) plus `tab` (upcoming, past, cancelled or all; the US
 * spelling "canceled" too), `when` (the console's rides: upcoming, past or all, any status),
 * `status`, `type` (point_to_point or hourly), and the pickup's own calendar dates: one `date`,
 * or `from`/`to` (inclusive).
 */
export const bookingListParamsSchema = listParamsSchema({
  sorts: BOOKING_LIST_SORTS,
  maxPage: MAX_OFFSET_PAGE,
  keyset: true,
  filters: {
    tab: z
      .string()
      .transform((tab) => (tab === "canceled" ? "cancelled" : tab))
      .pipe(z.enum(BOOKING_LIST_TABS, { error: `Tab must be one of ${listed(BOOKING_LIST_TABS)}` }))
      .optional(),
    when: z.enum(BOOKING_LIST_WHEN, "When must be upcoming, past or all").optional(),
    status: choiceFilter(BOOKING_STATUSES, "Status"),
    type: z
      .enum(BOOKING_TYPES, { error: `Type must be one of ${listed(BOOKING_TYPES)}` })
      .optional(),
    date: isoDateFilter("Date"),
    from: isoDateFilter("From date"),
    to: isoDateFilter("To date"),
  },
})
  .refine((params) => !params.date || (!params.from && !params.to), {
    path: ["date"],
    message: "Give a date or a range, not both",
  })
  .refine((params) => !params.from || !params.to || params.from <= params.to, {
    path: ["to"],
    message: "To date must be on or after the from date",
  });

export type BookingListParams = z.output<typeof bookingListParamsSchema>;
