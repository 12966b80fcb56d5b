import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  time,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  bookingStatus,
  bookingType,
  destinationCountry,
  guestTitle,
  paymentState,
  rideArea,
  serviceType,
} from "./enums";
import { newBookingReference } from "@/lib/booking-reference";
import type { PriceLine } from "@/lib/price-lines";
import { partners } from "./partners";
import { users } from "./users";
import { instant, optionalRef, pence, requiredRef, serialId, timestamps } from "./columns";

export const bookings = pgTable(
  "bookings",
  {
    booking_id: serialId("booking_id"),
    // What customers see (e-mails, My Bookings, thank-you); booking_id stays internal.
    booking_reference: text("booking_reference").notNull().unique().$defaultFn(newBookingReference),
    user_id: requiredRef("user_id", () => users.user_id, "restrict"),
    booking_type: bookingType("booking_type").notNull(),
    pickup_location: text("pickup_location").notNull(),
    pickup_lat: doublePrecision("pickup_lat").notNull(),
    pickup_lng: doublePrecision("pickup_lng").notNull(),
    // The named place chosen for the address ('The Savoy'); null for a plain street address.
    pickup_place_name: text("pickup_place_name"),
    dropoff_location: text("dropoff_location"),
    dropoff_lat: doublePrecision("dropoff_lat"),
    dropoff_lng: doublePrecision("dropoff_lng"),
    dropoff_place_name: text("dropoff_place_name"),
    destination_country: destinationCountry("destination_country").notNull().default("uk"),
    // The pickup keeps its wall-clock date and time plus its own time zone; pickup_at is the instant.
    booking_date: date("booking_date", { mode: "string" }).notNull(),
    booking_time: time("booking_time").notNull(),
    pickup_time_zone: text("pickup_time_zone").notNull(),
    pickup_at: instant("pickup_at").notNull(),
    number_of_passengers: integer("number_of_passengers").notNull(),
    number_of_luggage: integer("number_of_luggage").notNull(),
    number_of_hours: integer("number_of_hours"),
    ride_area: rideArea("ride_area"),
    service_type: serviceType("service_type").notNull(),
    number_of_cars: integer("number_of_cars").notNull().default(1),
    price_pence: pence("price_pence"),
    // How the price is made, snapshotted when it is priced or re-priced (summing to price_pence);
    // null on bookings priced before lines were kept, which read as one "Fare" line.
    price_lines: jsonb("price_lines").$type<PriceLine[]>(),
    currency: text("currency").notNull().default("gbp"),
    distance_travelled: doublePrecision("distance_travelled"),
    is_self_booking: boolean("is_self_booking").notNull().default(true),
    guest_title: guestTitle("guest_title"),
    guest_first_name: text("guest_first_name"),
    guest_last_name: text("guest_last_name"),
    guest_email: text("guest_email"),
    guest_phone_number: text("guest_phone_number"),
    flight_number: text("flight_number"),
    pickup_sign: text("pickup_sign"),
    notes_for_chauffeur: text("notes_for_chauffeur"),
    reference_code: text("reference_code"),
    cost_center: text("cost_center"),
    // Set by an administrator: a partner's commission on it is Events & Occasions.
    is_event: boolean("is_event").notNull().default(false),
    status: bookingStatus("status").notNull().default("pending"),
    payment_status: paymentState("payment_status").notNull().default("unpaid"),
    is_return_booking: boolean("is_return_booking").notNull().default(false),
    original_booking_id: optionalRef(
      "original_booking_id",
      (): AnyPgColumn => bookings.booking_id,
      "set null",
    ),
    return_booking_id: optionalRef(
      "return_booking_id",
      (): AnyPgColumn => bookings.booking_id,
      "set null",
    ),
    partner_id: optionalRef("partner_id", () => partners.partner_id, "set null"),
    driver_id: integer("driver_id"),
    payment_intent_id: text("payment_intent_id"),
    paid_at: instant("paid_at"),
    cancelled_at: instant("cancelled_at"),
    ...timestamps(),
  },
  (table) => [
    // My Bookings: a customer's bookings by pickup (tabs, keyset pages); id breaks ties.
    index("bookings_user_pickup_idx").on(table.user_id, table.pickup_at, table.booking_id),
    // A day's bookings in pickup order; alone it answers any booking_date lookup, so no
    // single-column index repeats it.
    index("bookings_date_pickup_idx").on(table.booking_date, table.pickup_at),
    // The dispatch board's day: only the bookings that may be sent a chauffeur (a small slice of
    // the table). Without it, PostgreSQL ANDs the day's index with the status index, reading
    // every confirmed and paid booking of all time (48,709 entries at a million) to keep 1,500.
    index("bookings_day_assignable_idx")
      .on(table.booking_date, table.pickup_at)
      .where(sql`${table.status} in ('confirmed', 'paid')`),
    // A partner's Recent Bookings: its bookings by pickup, id breaking ties.
    index("bookings_partner_pickup_idx").on(table.partner_id, table.pickup_at, table.booking_id),
    index("bookings_payment_intent_idx").on(table.payment_intent_id),
    index("bookings_original_idx").on(table.original_booking_id),
    // The administrator's list: each sort is a keyset (column, booking_id), alone or under a status.
    // They also answer every query on their leading column alone (pickup_at ranges, created_at
    // counts, status filters), so no single-column index repeats them: every index is written by
    // every booking insert.
    index("bookings_pickup_keyset_idx").on(table.pickup_at, table.booking_id),
    index("bookings_status_pickup_keyset_idx").on(table.status, table.pickup_at, table.booking_id),
    index("bookings_created_keyset_idx").on(table.created_at, table.booking_id),
    index("bookings_price_keyset_idx").on(table.price_pence, table.booking_id),
    index("bookings_paid_at_idx").on(table.paid_at),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
