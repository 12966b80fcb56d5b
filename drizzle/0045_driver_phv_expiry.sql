ALTER TABLE "drivers" ADD COLUMN "phv_licence_expiry" date;--> statement-breakpoint
CREATE INDEX "drivers_phv_expiry_idx" ON "drivers" USING btree ("phv_licence_expiry");