import "server-only";
import { z } from "zod";
import { BOOKING_STATUSES } from "@/lib/booking-status";
import { BOOKING_LIST_SORTS, BOOKING_LIST_TABS, BOOKING_TYPES } from "@/lib/booking-list";
import { isoDateFilter, listParamsSchema } from "@/server/http/list-params";

const listed = (values: readonly string[]) => values.join(", ");

/**
 * GET /api/bookings and its export: `?page&page_size&sort&q&cursor` (see list-params.ts) plus
 * `tab` (upcoming, past, cancelled or all; the US spelling "canceled" too), `status`, `type`
 * (point_to_point or hourly) and `from`/`to` (pickup dates, inclusive).
 */
export const bookingListParamsSchema = listParamsSchema({
  sorts: BOOKING_LIST_SORTS,
  filters: {
    tab: z
      .string()
      .transform((tab) => (tab === "canceled" ? "cancelled" : tab))
      .pipe(z.enum(BOOKING_LIST_TABS, { error: `Tab must be one of ${listed(BOOKING_LIST_TABS)}` }))
      .optional(),
    status: z
      .enum(BOOKING_STATUSES, { error: `Status must be one of ${listed(BOOKING_STATUSES)}` })
      .optional(),
    type: z
      .enum(BOOKING_TYPES, { error: `Type must be one of ${listed(BOOKING_TYPES)}` })
      .optional(),
    from: isoDateFilter("From date"),
    to: isoDateFilter("To date"),
  },
}).refine((params) => !params.from || !params.to || params.from <= params.to, {
  path: ["to"],
  message: "To date must be on or after the from date",
});

export type BookingListParams = z.output<typeof bookingListParamsSchema>;
