/**
 * GET /api/drivers and the Driver Management page (administrators): the list's search
 * parameters, built on lib/list-params.ts. `q` searches name, e-mail, phone, licence numbers and
 * plate; `status`, `shift` and `license` filter ("all" or nothing means any); `sort` is a key,
 * `-key` for descending (newest first by default); `page` from 1 and `page_size` one of
 * DRIVER_PAGE_SIZES (the cards' grid fills rows of 2, 3 and 4).
 */
import { z } from "zod";
import { DRIVER_STATUSES, LICENSE_FILTERS, PREFERRED_SHIFTS } from "@/lib/drivers/driver-options";
import { choiceFilter, listParamsSchema } from "@/lib/list-params";
import { driverStatusField } from "./driver-fields";

export const DRIVER_LIST_SORTS = ["created", "name", "status", "license_expiry"] as const;
export type DriverListSort = (typeof DRIVER_LIST_SORTS)[number];
export const DRIVER_PAGE_SIZES = [12, 24, 48, 96] as const;
export const DEFAULT_DRIVER_PAGE_SIZE = 12;
export const MAX_DRIVER_PAGE = 10_000;
/** The list's order when the URL names none. */
export const DEFAULT_DRIVER_SORT = "-created";

export const driverListQuerySchema = listParamsSchema({
  sorts: DRIVER_LIST_SORTS,
  pageSizes: DRIVER_PAGE_SIZES,
  defaultPageSize: DEFAULT_DRIVER_PAGE_SIZE,
  maxPage: MAX_DRIVER_PAGE,
  filters: {
    // "Under Review" is also written under-review or under_review (driverStatusField).
    status: z
      .union([z.literal("all"), driverStatusField], {
        error: `Status must be all, ${DRIVER_STATUSES.join(", ")}`,
      })
      .transform((status) => (status === "all" ? undefined : status))
      .optional(),
    shift: choiceFilter(PREFERRED_SHIFTS, "Shift"),
    license: choiceFilter(LICENSE_FILTERS, "Licence filter"),
  },
});

export type DriverListQueryInput = z.input<typeof driverListQuerySchema>;
export type DriverListQuery = z.output<typeof driverListQuerySchema>;
