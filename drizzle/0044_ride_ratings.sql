CREATE TYPE "public"."payment_kind" AS ENUM('booking', 'tip');--> statement-breakpoint
CREATE TYPE "public"."ride_feedback_status" AS ENUM('none', 'open', 'closed');--> statement-breakpoint
CREATE TABLE "ride_ratings" (
	"rating_id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"driver_id" integer,
	"partner_id" integer,
	"stars" smallint NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"feedback_status" "ride_feedback_status" DEFAULT 'none' NOT NULL,
	"feedback_note" text,
	"feedback_closed_by" integer,
	"feedback_closed_at" timestamp with time zone,
	CONSTRAINT "ride_ratings_stars_range" CHECK ("ride_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" "payment_kind" DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "assignment_id" integer;--> statement-breakpoint
ALTER TABLE "ride_ratings" ADD CONSTRAINT "ride_ratings_assignment_id_assignments_assignment_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("assignment_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_ratings" ADD CONSTRAINT "ride_ratings_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_ratings" ADD CONSTRAINT "ride_ratings_driver_id_drivers_driver_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("driver_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_ratings" ADD CONSTRAINT "ride_ratings_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ride_ratings_assignment_unique" ON "ride_ratings" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "ride_ratings_booking_idx" ON "ride_ratings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ride_ratings_driver_created_idx" ON "ride_ratings" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "ride_ratings_partner_idx" ON "ride_ratings" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "ride_ratings_feedback_idx" ON "ride_ratings" USING btree ("feedback_status","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_assignment_id_assignments_assignment_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("assignment_id") ON DELETE restrict ON UPDATE no action;