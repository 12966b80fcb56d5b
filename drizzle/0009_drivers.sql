DROP INDEX "drivers_email_idx";--> statement-breakpoint
DROP INDEX "drivers_created_idx";--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_email_unique" ON "drivers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "drivers_license_expiry_idx" ON "drivers" USING btree ("driving_license_expiry_date");--> statement-breakpoint
CREATE INDEX "drivers_user_idx" ON "drivers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "drivers_created_idx" ON "drivers" USING btree ("created_at","driver_id");