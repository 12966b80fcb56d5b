-- A random booking reference per booking (see src/lib/booking-reference.ts: ten characters from an
-- alphabet without look-alikes). The function is the column's default, so rows inserted by raw SQL
-- (the demo data generator) get one too; the application draws its own in JavaScript.
CREATE OR REPLACE FUNCTION booking_reference_code() RETURNS text
LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + floor(random() * 31)::int, 1), '')
  FROM generate_series(1, 10)
$$;--> statement-breakpoint
UPDATE "bookings" SET "booking_reference" = booking_reference_code() WHERE "booking_reference" IS NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "booking_reference" SET DEFAULT booking_reference_code();--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "booking_reference" SET NOT NULL;
