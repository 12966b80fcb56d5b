import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { assignments } from "./assignments";
import { bookings } from "./bookings";
import { createdAt, instant, requiredRef, serialId } from "./columns";

/**
 * A link a passenger follows their ride with, without signing in: one booking leg (the booking
 * row, outbound or return, and which of its cars), so it keeps working when the car is given to
 * another chauffeur. Only the token's SHA-256 is stored; a new token is issued for each message,
 * so a leg may have several live links. `expires_at` is null while the ride is ahead and is set
 * when the ride ends (24 hours on) or the job is cancelled (at once).
 */
export const tripLinks = pgTable(
  "trip_links",
  {
    trip_link_id: serialId("trip_link_id"),
    token_hash: text("token_hash").notNull(),
    booking_id: requiredRef("booking_id", () => bookings.booking_id, "cascade"),
    car_number: integer("car_number").notNull(),
    created_at: createdAt(),
    expires_at: instant("expires_at"),
  },
  (table) => [
    uniqueIndex("trip_links_token_hash_unique").on(table.token_hash),
    // Ending a leg's links, and the prune of expired ones.
    index("trip_links_booking_car_idx").on(table.booking_id, table.car_number),
    index("trip_links_expires_idx").on(table.expires_at),
  ],
);

/** The latest position the chauffeur's phone sent for a job (one row per job, overwritten). */
export const assignmentPositions = pgTable(
  "assignment_positions",
  {
    assignment_id: integer("assignment_id")
      .primaryKey()
      .references(() => assignments.assignment_id, { onDelete: "cascade" }),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    // Metres, as the phone reported them; optional.
    accuracy_m: doublePrecision("accuracy_m"),
    heading_deg: doublePrecision("heading_deg"),
    recorded_at: instant("recorded_at").notNull(),
  },
  (table) => [
    index("assignment_positions_recorded_idx").on(table.recorded_at),
    check("assignment_positions_lat_range", sql`${table.lat} between -90 and 90`),
    check("assignment_positions_lng_range", sql`${table.lng} between -180 and 180`),
  ],
);

/**
 * Every accepted position of a job, for the operator (where was the car, when). Kept 30 days
 * after it was recorded; the daily `trip.prune_trails` job deletes older rows.
 */
export const assignmentPositionTrail = pgTable(
  "assignment_position_trail",
  {
    trail_id: bigserial("trail_id", { mode: "number" }).primaryKey(),
    assignment_id: requiredRef("assignment_id", () => assignments.assignment_id, "cascade"),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    recorded_at: instant("recorded_at").notNull(),
  },
  (table) => [
    index("assignment_position_trail_job_idx").on(table.assignment_id, table.recorded_at),
    index("assignment_position_trail_recorded_idx").on(table.recorded_at),
  ],
);

export type TripLinkRow = typeof tripLinks.$inferSelect;
export type AssignmentPositionRow = typeof assignmentPositions.$inferSelect;
