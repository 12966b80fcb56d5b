ALTER TABLE "assignments" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "pay_pence" integer;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "partner_chauffeur_name" text;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "partner_chauffeur_phone" text;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "partner_chauffeur_licence" text;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "partner_vehicle_make" text;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "partner_vehicle_model" text;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "partner_vehicle_colour" text;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "partner_vehicle_plate" text;--> statement-breakpoint
CREATE INDEX "assignments_partner_starts_idx" ON "assignments" USING btree ("partner_id","starts_at");--> statement-breakpoint
CREATE INDEX "assignments_starts_idx" ON "assignments" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "assignments_offer_expiry_idx" ON "assignments" USING btree ("offer_expires_at") WHERE "assignments"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_pay_not_negative" CHECK ("assignments"."pay_pence" is null or "assignments"."pay_pence" >= 0);