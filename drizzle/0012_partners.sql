DROP INDEX "bookings_partner_idx";--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "rate_airport_bps" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "rate_hourly_bps" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "rate_events_bps" integer DEFAULT 2500 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "rate_business_bps" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_partner_pickup_idx" ON "bookings" USING btree ("partner_id","pickup_at","booking_id");--> statement-breakpoint
ALTER TABLE "partners" DROP COLUMN "commission_rate_bps";--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_rates_range" CHECK ("partners"."rate_airport_bps" between 0 and 10000 and "partners"."rate_hourly_bps" between 0 and 10000 and "partners"."rate_events_bps" between 0 and 10000 and "partners"."rate_business_bps" between 0 and 10000);