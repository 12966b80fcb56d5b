CREATE TABLE "assignment_position_trail" (
	"trail_id" bigserial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_positions" (
	"assignment_id" integer PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy_m" double precision,
	"heading_deg" double precision,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assignment_positions_lat_range" CHECK ("assignment_positions"."lat" between -90 and 90),
	CONSTRAINT "assignment_positions_lng_range" CHECK ("assignment_positions"."lng" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "trip_links" (
	"trip_link_id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"booking_id" integer NOT NULL,
	"car_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assignment_position_trail" ADD CONSTRAINT "assignment_position_trail_assignment_id_assignments_assignment_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("assignment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_positions" ADD CONSTRAINT "assignment_positions_assignment_id_assignments_assignment_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("assignment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_links" ADD CONSTRAINT "trip_links_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_position_trail_job_idx" ON "assignment_position_trail" USING btree ("assignment_id","recorded_at");--> statement-breakpoint
CREATE INDEX "assignment_position_trail_recorded_idx" ON "assignment_position_trail" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "assignment_positions_recorded_idx" ON "assignment_positions" USING btree ("recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_links_token_hash_unique" ON "trip_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "trip_links_booking_car_idx" ON "trip_links" USING btree ("booking_id","car_number");--> statement-breakpoint
CREATE INDEX "trip_links_expires_idx" ON "trip_links" USING btree ("expires_at");