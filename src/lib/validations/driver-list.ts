/**
 * GET /api/drivers (administrators): the Driver Management list's search parameters, the same
 * in the page's URL and in the API call. `q` searches name, e-mail, phone, licence numbers and
 * plate; `status`, `shift` and `license` filter; `sort` is a key, `-key` for descending
 * (newest first by default); `page` from 1 and `page_size` one of DRIVER_PAGE_SIZES.
 */
import { z } from "zod";
import { DRIVER_STATUSES, LICENSE_FILTERS, PREFERRED_SHIFTS } from "@/lib/drivers/driver-options";
import { driverStatusField } from "./driver-fields";

export const DRIVER_LIST_SORTS = ["created", "name", "status", "license_expiry"] as const;
export type DriverListSort = (typeof DRIVER_LIST_SORTS)[number];
export const DRIVER_PAGE_SIZES = [12, 24, 48, 96] as const;
export const DEFAULT_DRIVER_PAGE_SIZE = 12;
export const MAX_DRIVER_PAGE = 10_000;

const sortMessage = `Sort must be one of ${DRIVER_LIST_SORTS.join(", ")} (prefix - for descending)`;

export const driverListQuerySchema = z
  .strictObject({
    q: z
      .string()
      .trim()
      .max(100, "Search must be at most 100 characters")
      .refine((text) => !text.includes("\u0000"), "Contains characters that are not allowed")
      .optional(),
    status: z
      .union([z.literal("all"), driverStatusField], {
        error: `Status must be all, ${DRIVER_STATUSES.join(", ")}`,
      })
      .optional(),
    shift: z
      .enum(["all", ...PREFERRED_SHIFTS], "Shift must be all, day, night or flexible")
      .optional(),
    license: z
      .enum(["all", ...LICENSE_FILTERS], "Licence filter must be all, expiring or expired")
      .optional(),
    sort: z
      .string()
      .refine(
        (value) => (DRIVER_LIST_SORTS as readonly string[]).includes(value.replace(/^-/, "")),
        sortMessage,
      )
      .optional(),
    page: z
      .string()
      .regex(/^\d{1,5}$/, "Page must be a whole number from 1")
      .transform(Number)
      .refine(
        (page) => page >= 1 && page <= MAX_DRIVER_PAGE,
        `Page must be from 1 to ${MAX_DRIVER_PAGE}`,
      )
      .optional(),
    page_size: z
      .string()
      .refine(
        (size) =>
          (DRIVER_PAGE_SIZES as readonly number[]).includes(Number(size)) && /^\d+$/.test(size),
        `Page size must be one of ${DRIVER_PAGE_SIZES.join(", ")}`,
      )
      .transform(Number)
      .optional(),
  })
  .transform((query) => ({
    q: query.q ? query.q : null,
    status: query.status && query.status !== "all" ? query.status : null,
    shift: query.shift && query.shift !== "all" ? query.shift : null,
    license: query.license && query.license !== "all" ? query.license : null,
    sort: (query.sort?.replace(/^-/, "") ?? "created") as DriverListSort,
    order: query.sort ? (query.sort.startsWith("-") ? "desc" : "asc") : ("desc" as "asc" | "desc"),
    page: query.page ?? 1,
    pageSize: query.page_size ?? DEFAULT_DRIVER_PAGE_SIZE,
  }));

export type DriverListQueryInput = z.input<typeof driverListQuerySchema>;
export type DriverListQuery = z.output<typeof driverListQuerySchema>;
