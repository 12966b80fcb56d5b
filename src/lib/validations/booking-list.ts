/**
 * GET /api/bookings (and its CSV export): the list's search parameters, the same in the URL of
 * the console's page and in the API call, so reload, back and a shared link show the same list.
 */
import { z } from "zod";
import {
  BOOKING_LIST_SORTS,
  BOOKING_LIST_WHEN,
  defaultOrder,
  effectiveWhen,
} from "@/lib/admin-booking-order";
import { BOOKING_STATUSES } from "@/lib/booking-status";
import { isValidIsoDate } from "@/lib/time-rules";

export { BOOKING_LIST_SORTS, type BookingListSort } from "@/lib/admin-booking-order";
export const BOOKING_PAGE_SIZE = 10;
export const MAX_BOOKING_PAGE_SIZE = 100;
/** Offsets beyond this are refused: deeper pages are read with the keyset cursor. */
export const MAX_OFFSET_PAGE = 1000;

const isoDate = (label: string) =>
  z.string().refine(isValidIsoDate, `${label} must be a date (yyyy-MM-dd)`).optional();

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, `${label} must be a whole number`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${label} must be between ${min} and ${max}`);

export const bookingListQuerySchema = z
  .strictObject({
    q: z
      .string()
      .trim()
      .max(100, "Search must be at most 100 characters")
      // PostgreSQL text cannot hold NUL; refused here rather than failing in the query.
      .refine((text) => !text.includes("\u0000"), "Contains characters that are not allowed")
      .optional(),
    status: z
      .enum(
        [...BOOKING_STATUSES, "all"],
        "Status must be all, pending, paid, confirmed, completed or cancelled",
      )
      .optional(),
    /** A single pickup day, or a range with date_from and date_to (pickup's own calendar date). */
    date: isoDate("Date"),
    date_from: isoDate("Date from"),
    date_to: isoDate("Date to"),
    /** Upcoming (pickup from now), past or all rides; see effectiveWhen for the default. */
    when: z.enum(BOOKING_LIST_WHEN, "When must be upcoming, past or all").optional(),
    sort: z.enum(BOOKING_LIST_SORTS, "Sort must be pickup, created or amount").optional(),
    order: z.enum(["asc", "desc"], "Order must be asc or desc").optional(),
    page: wholeNumber("Page", 1, MAX_OFFSET_PAGE).optional(),
    page_size: wholeNumber("Page size", 1, MAX_BOOKING_PAGE_SIZE).optional(),
    /** The keyset of the last row of the previous page (from `pagination.next_cursor`). */
    cursor: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,200}$/, "Invalid cursor: start again from the first page")
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.date && (query.date_from || query.date_to))
      ctx.addIssue({ code: "custom", path: ["date"], message: "Give a date or a range, not both" });
    if (query.date_from && query.date_to && query.date_from > query.date_to)
      ctx.addIssue({
        code: "custom",
        path: ["date_to"],
        message: "Date to must not be before date from",
      });
  })
  .transform((query) => {
    const when = effectiveWhen(query);
    const sort = query.sort ?? "pickup";
    return {
      q: query.q ? query.q : null,
      status: query.status && query.status !== "all" ? query.status : null,
      dateFrom: query.date ?? query.date_from ?? null,
      dateTo: query.date ?? query.date_to ?? null,
      when,
      sort,
      order: query.order ?? defaultOrder(when, sort),
      page: query.page ?? 1,
      pageSize: query.page_size ?? BOOKING_PAGE_SIZE,
      cursor: query.cursor ?? null,
    };
  });

export type BookingListQuery = z.output<typeof bookingListQuerySchema>;
