CREATE TYPE "public"."assignment_status" AS ENUM('offered', 'assigned', 'on_the_way', 'arrived', 'on_board', 'completed', 'no_show', 'declined', 'unassigned', 'cancelled');--> statement-breakpoint
CREATE TABLE "assignments" (
	"assignment_id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"car_number" integer NOT NULL,
	"driver_id" integer,
	"partner_id" integer,
	"vehicle_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" "assignment_status" NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_car_number_positive" CHECK ("assignments"."car_number" >= 1),
	CONSTRAINT "assignments_time_order" CHECK ("assignments"."ends_at" > "assignments"."starts_at"),
	CONSTRAINT "assignments_one_party" CHECK (num_nonnulls("assignments"."driver_id", "assignments"."partner_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_driver_id_drivers_driver_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("driver_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_booking_idx" ON "assignments" USING btree ("booking_id","car_number");--> statement-breakpoint
CREATE INDEX "assignments_driver_starts_idx" ON "assignments" USING btree ("driver_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_booking_car_taken_unique" ON "assignments" USING btree ("booking_id","car_number") WHERE "assignments"."status" in ('assigned', 'on_the_way', 'arrived', 'on_board', 'completed');--> statement-breakpoint
-- Written by hand (drizzle cannot express exclusion constraints): PostgreSQL itself refuses a
-- chauffeur, or a vehicle, in two places at once. Two holding assignments (the list is
-- HOLDING_STATES in src/lib/dispatch/job-states.ts) for one driver whose [starts_at, ends_at)
-- ranges overlap cannot both commit, however many dispatchers race; the loser gets SQLSTATE
-- 23P01. Half-open ranges: a job may start the moment the previous one ends. btree_gist gives
-- GiST the `=` on integers; PGlite loads it in src/server/db/pglite-thread.mjs.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_driver_no_overlap" EXCLUDE USING gist (
  "driver_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&
) WHERE ("status" in ('assigned', 'on_the_way', 'arrived', 'on_board'));
--> statement-breakpoint
-- vehicle_id has no foreign key yet: the vehicles table arrives in its own migration, which adds it.
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_vehicle_no_overlap" EXCLUDE USING gist (
  "vehicle_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&
) WHERE ("status" in ('assigned', 'on_the_way', 'arrived', 'on_board'));
