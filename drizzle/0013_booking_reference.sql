-- Added without NOT NULL: existing rows get their references in 0014 (the custom backfill), which then sets NOT NULL as the schema says.
ALTER TABLE "bookings" ADD COLUMN "booking_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booking_reference_unique" UNIQUE("booking_reference");
