import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { assignments } from "./assignments";
import { bookings } from "./bookings";
import { drivers } from "./drivers";
import { partners } from "./partners";
import { createdAt, instant, optionalRef, requiredRef, serialId } from "./columns";

/** A low rating's follow-up in the administrator's Feedback queue; higher ratings stay 'none'. */
export const rideFeedbackStatus = pgEnum("ride_feedback_status", ["none", "open", "closed"]);

/**
 * One customer rating per completed job (a chauffeur's leg of a ride): the unique assignment makes
 * "once" a database rule, so two racing submissions leave one row. driver_id and partner_id are
 * snapshots taken when rated (the chauffeur who drove; the partner the booking is attributed to),
 * so averages read one table. The customer's identity stays on the booking: a chauffeur's views
 * read stars, tags and comments only.
 */
export const rideRatings = pgTable(
  "ride_ratings",
  {
    rating_id: serialId("rating_id"),
    assignment_id: requiredRef("assignment_id", () => assignments.assignment_id, "restrict"),
    booking_id: requiredRef("booking_id", () => bookings.booking_id, "restrict"),
    driver_id: optionalRef("driver_id", () => drivers.driver_id, "restrict"),
    partner_id: optionalRef("partner_id", () => partners.partner_id, "set null"),
    stars: smallint("stars").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    comment: text("comment"),
    created_at: createdAt(),
    feedback_status: rideFeedbackStatus("feedback_status").notNull().default("none"),
    feedback_note: text("feedback_note"),
    // No foreign key: who closed it is kept after the account goes, like the audit trail.
    feedback_closed_by: integer("feedback_closed_by"),
    feedback_closed_at: instant("feedback_closed_at"),
  },
  (table) => [
    uniqueIndex("ride_ratings_assignment_unique").on(table.assignment_id),
    index("ride_ratings_booking_idx").on(table.booking_id),
    // A chauffeur's last 100 ratings, newest first.
    index("ride_ratings_driver_created_idx").on(table.driver_id, table.created_at),
    index("ride_ratings_partner_idx").on(table.partner_id),
    // The Feedback queue: open or closed, newest first.
    index("ride_ratings_feedback_idx").on(table.feedback_status, table.created_at),
    check("ride_ratings_stars_range", sql`${table.stars} between 1 and 5`),
  ],
);

export type RideRatingRow = typeof rideRatings.$inferSelect;
export type RideFeedbackStatus = (typeof rideFeedbackStatus.enumValues)[number];
