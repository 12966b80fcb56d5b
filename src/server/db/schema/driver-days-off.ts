import { date, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, requiredRef, serialId } from "./columns";
import { drivers } from "./drivers";

/**
 * The days a chauffeur has said they will not work, on the operator's calendar (Europe/London).
 * "Unavailable today" is a row for today. The operator's own record (drivers.status) is kept
 * apart: the chauffeur switching themselves off never changes what the operator set.
 */
export const driverDaysOff = pgTable(
  "driver_days_off",
  {
    day_off_id: serialId("day_off_id"),
    driver_id: requiredRef("driver_id", () => drivers.driver_id, "cascade"),
    day: date("day", { mode: "string" }).notNull(),
    reason: text("reason"),
    created_at: createdAt(),
  },
  (table) => [
    // One row per driver and day; it also serves a driver's own list (driver, day >= today).
    uniqueIndex("driver_days_off_driver_day_unique").on(table.driver_id, table.day),
    // The dispatch suggestions read everyone off on one day in one go.
    index("driver_days_off_day_idx").on(table.day),
  ],
);

export type DriverDayOffRow = typeof driverDaysOff.$inferSelect;
