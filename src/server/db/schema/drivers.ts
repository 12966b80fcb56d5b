import { date, index, integer, pgTable, real, text, uniqueIndex } from "drizzle-orm/pg-core";
import { carType, driverStatus, preferredShift, workingDays, yesNo } from "./enums";
import { users } from "./users";
import {
  createdAt,
  instant,
  optionalRef,
  pence,
  requiredRef,
  serialId,
  timestamps,
} from "./columns";

export const drivers = pgTable(
  "drivers",
  {
    driver_id: serialId("driver_id"),
    user_id: optionalRef("user_id", () => users.user_id, "set null"),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    email: text("email").notNull(),
    phone_number: text("phone_number").notNull(),
    address: text("address"),
    date_of_birth: date("date_of_birth", { mode: "string" }),
    national_insurance_number: text("national_insurance_number"),
    private_hire_license_number: text("private_hire_license_number"),
    driving_license_number: text("driving_license_number"),
    driving_license_expiry_date: date("driving_license_expiry_date", { mode: "string" }),
    // The private hire (PHV) driver licence's last valid day; null until the operator records it.
    phv_licence_expiry: date("phv_licence_expiry", { mode: "string" }),
    experience: text("experience"),
    currently_working_with: text("currently_working_with"),
    date_first_available: date("date_first_available", { mode: "string" }),
    date_of_leaving: date("date_of_leaving", { mode: "string" }),
    preferred_shift: preferredShift("preferred_shift").notNull().default("day"),
    working_days: workingDays("working_days").notNull().default("5 days a week"),
    status: driverStatus("status").notNull().default("Under Review"),
    has_vehicle: yesNo("has_vehicle").notNull().default("no"),
    car_make: text("car_make"),
    car_model: text("car_model"),
    car_year: integer("car_year"),
    car_color: text("car_color"),
    car_plate_number: text("car_plate_number"),
    car_type: carType("car_type"),
    car_capacity: integer("car_capacity"),
    driver_picture: text("driver_picture"),
    // The average of the latest 100 ride ratings (one decimal) and how many that is, kept in the
    // same transaction as each rating so lists and dispatch suggestions read them without a sum.
    rating: real("rating"),
    rating_count: integer("rating_count").notNull().default(0),
    total_trips: integer("total_trips").notNull().default(0),
    earnings_pence: pence("earnings_pence").default(0),
    // When the driver was first set Available (and given an account); null while an application.
    approved_at: instant("approved_at"),
    ...timestamps(),
  },
  (table) => [
    index("drivers_status_idx").on(table.status),
    // Stored lower-cased: one driver record per e-mail (a second application answers 409).
    uniqueIndex("drivers_email_unique").on(table.email),
    index("drivers_created_idx").on(table.created_at, table.driver_id),
    index("drivers_license_expiry_idx").on(table.driving_license_expiry_date),
    index("drivers_phv_expiry_idx").on(table.phv_licence_expiry),
    index("drivers_user_idx").on(table.user_id),
  ],
);

export const driverCarPictures = pgTable(
  "driver_car_pictures",
  {
    picture_id: serialId("picture_id"),
    driver_id: requiredRef("driver_id", () => drivers.driver_id, "cascade"),
    file: text("file").notNull(),
    position: integer("position").notNull().default(0),
    created_at: createdAt(),
  },
  (table) => [index("driver_car_pictures_driver_idx").on(table.driver_id, table.position)],
);

export type DriverRow = typeof drivers.$inferSelect;
export type DriverCarPictureRow = typeof driverCarPictures.$inferSelect;
