import { date, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { serviceType, vehicleStatus } from "./enums";
import { drivers } from "./drivers";
import { createdAt, requiredRef, serialId, timestamps } from "./columns";

/**
 * The operator's cars. A plate is stored normalised (upper case, no spaces: lib/vehicles/plate.ts)
 * so the unique index refuses 'ab12 cde' beside 'AB12CDE'. Document expiries are calendar days.
 */
export const vehicles = pgTable(
  "vehicles",
  {
    vehicle_id: serialId("vehicle_id"),
    make: text("make").notNull(),
    model: text("model").notNull(),
    year: integer("year").notNull(),
    colour: text("colour").notNull(),
    registration_plate: text("registration_plate").notNull(),
    service_class: serviceType("service_class").notNull(),
    passenger_capacity: integer("passenger_capacity").notNull(),
    luggage_capacity: integer("luggage_capacity").notNull(),
    phv_licence_number: text("phv_licence_number"),
    phv_licence_expiry: date("phv_licence_expiry", { mode: "string" }),
    mot_expiry: date("mot_expiry", { mode: "string" }),
    insurance_expiry: date("insurance_expiry", { mode: "string" }),
    status: vehicleStatus("status").notNull().default("active"),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("vehicles_plate_unique").on(table.registration_plate),
    index("vehicles_created_idx").on(table.created_at, table.vehicle_id),
    index("vehicles_class_status_idx").on(table.service_class, table.status),
    index("vehicles_phv_expiry_idx").on(table.phv_licence_expiry),
    index("vehicles_mot_expiry_idx").on(table.mot_expiry),
    index("vehicles_insurance_expiry_idx").on(table.insurance_expiry),
  ],
);

/** Pictures of a vehicle: stored-file keys (server/storage), in display order. */
export const vehiclePictures = pgTable(
  "vehicle_pictures",
  {
    picture_id: serialId("picture_id"),
    vehicle_id: requiredRef("vehicle_id", () => vehicles.vehicle_id, "cascade"),
    file: text("file").notNull(),
    position: integer("position").notNull().default(0),
    created_at: createdAt(),
  },
  (table) => [index("vehicle_pictures_vehicle_idx").on(table.vehicle_id, table.position)],
);

/** Which approved drivers the operator lets drive which vehicle (many to many). */
export const vehicleDrivers = pgTable(
  "vehicle_drivers",
  {
    vehicle_id: requiredRef("vehicle_id", () => vehicles.vehicle_id, "cascade"),
    driver_id: requiredRef("driver_id", () => drivers.driver_id, "cascade"),
    created_at: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.vehicle_id, table.driver_id] }),
    index("vehicle_drivers_driver_idx").on(table.driver_id),
  ],
);

export type VehicleRow = typeof vehicles.$inferSelect;
export type VehiclePictureRow = typeof vehiclePictures.$inferSelect;
export type VehicleDriverRow = typeof vehicleDrivers.$inferSelect;
