ALTER TABLE "bookings" ADD COLUMN "pickup_place_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "dropoff_place_name" text;