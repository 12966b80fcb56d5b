import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { CAR_TAKEN_STATES, JOB_STATES } from "@/lib/dispatch/job-states";
import { bookings } from "./bookings";
import { drivers } from "./drivers";
import { partners } from "./partners";
import { vehicles } from "./vehicles";
import { instant, optionalRef, requiredRef, serialId, timestamps } from "./columns";

export const assignmentStatus = pgEnum("assignment_status", JOB_STATES);

const carTakenList = sql.raw(CAR_TAKEN_STATES.map((state) => `'${state}'`).join(", "));

/**
 * One car of a booking given to a chauffeur (or farmed out to a partner) for a span of time.
 * Rows are kept when a job is unassigned, declined or cancelled (their status says so), so the
 * booking's history of who was sent is never lost. PostgreSQL itself refuses a chauffeur or a
 * vehicle in two places at once: exclusion constraints over (driver_id, time range) and
 * (vehicle_id, time range) for the holding states, written by hand in drizzle/0030_assignments.sql
 * because drizzle cannot express them.
 */
export const assignments = pgTable(
  "assignments",
  {
    assignment_id: serialId("assignment_id"),
    booking_id: requiredRef("booking_id", () => bookings.booking_id, "cascade"),
    // Which of the booking's cars (1..number_of_cars) this row serves.
    car_number: integer("car_number").notNull(),
    // Restrict: a driver with jobs on record is set Inactive, never deleted from under them.
    driver_id: optionalRef("driver_id", () => drivers.driver_id, "restrict"),
    partner_id: optionalRef("partner_id", () => partners.partner_id, "restrict"),
    // Restrict: a vehicle with jobs on record goes off road, never deleted from under them.
    vehicle_id: optionalRef("vehicle_id", () => vehicles.vehicle_id, "restrict"),
    starts_at: instant("starts_at").notNull(),
    ends_at: instant("ends_at").notNull(),
    status: assignmentStatus("status").notNull(),
    // Why it was unassigned, declined or cancelled (shown in the booking's History).
    reason: text("reason"),
    // An offer (status 'offered') lapses at this instant; an unanswered offer returns the job to
    // the queue. Null for a job assigned directly.
    offer_expires_at: instant("offer_expires_at"),
    // When the chauffeur or partner accepted or declined the offer.
    responded_at: instant("responded_at"),
    // What the chauffeur or partner company will be paid for the job, snapshotted when the job is
    // given (integer pence). A partner's is credited to its ledger when the job is completed.
    pay_pence: integer("pay_pence"),
    // A farmed-out job: the partner's own chauffeur and vehicle, named when it accepts.
    partner_chauffeur_name: text("partner_chauffeur_name"),
    partner_chauffeur_phone: text("partner_chauffeur_phone"),
    partner_chauffeur_licence: text("partner_chauffeur_licence"),
    partner_vehicle_make: text("partner_vehicle_make"),
    partner_vehicle_model: text("partner_vehicle_model"),
    partner_vehicle_colour: text("partner_vehicle_colour"),
    partner_vehicle_plate: text("partner_vehicle_plate"),
    ...timestamps(),
  },
  (table) => [
    index("assignments_booking_idx").on(table.booking_id, table.car_number),
    index("assignments_driver_starts_idx").on(table.driver_id, table.starts_at),
    index("assignments_partner_starts_idx").on(table.partner_id, table.starts_at),
    // The offer-expiry sweep and a chauffeur's next jobs.
    index("assignments_starts_idx").on(table.starts_at),
    // The dispatch board's day: every job whose span touches the day, however long it runs (a
    // bound on starts_at alone would have to guess the longest job).
    index("assignments_span_idx").using(
      "gist",
      sql`tstzrange(${table.starts_at}, ${table.ends_at})`,
    ),
    index("assignments_offer_expiry_idx")
      .on(table.offer_expires_at)
      .where(sql`${table.status} = 'offered'`),
    // At most one live row per car of a booking; two dispatchers assigning the same car race here.
    uniqueIndex("assignments_booking_car_taken_unique")
      .on(table.booking_id, table.car_number)
      .where(sql`${table.status} in (${carTakenList})`),
    check("assignments_car_number_positive", sql`${table.car_number} >= 1`),
    check("assignments_time_order", sql`${table.ends_at} > ${table.starts_at}`),
    // A job goes to one of our chauffeurs or to one partner company, never both or neither.
    check("assignments_one_party", sql`num_nonnulls(${table.driver_id}, ${table.partner_id}) = 1`),
    check(
      "assignments_pay_not_negative",
      sql`${table.pay_pence} is null or ${table.pay_pence} >= 0`,
    ),
  ],
);

export type AssignmentRow = typeof assignments.$inferSelect;
export type NewAssignmentRow = typeof assignments.$inferInsert;
