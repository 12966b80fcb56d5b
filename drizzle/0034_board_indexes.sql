DROP INDEX "bookings_date_idx";--> statement-breakpoint
CREATE INDEX "bookings_date_pickup_idx" ON "bookings" USING btree ("booking_date","pickup_at");--> statement-breakpoint
CREATE INDEX "assignments_span_idx" ON "assignments" USING gist (tstzrange("starts_at", "ends_at"));