CREATE TYPE "public"."driver_earning_kind" AS ENUM('job', 'tip', 'job_reversal', 'tip_reversal');--> statement-breakpoint
CREATE TABLE "driver_earnings" (
	"earning_id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" "driver_earning_kind" NOT NULL,
	"amount_pence" integer NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_earnings_sign" CHECK (("driver_earnings"."kind" in ('job', 'tip') and "driver_earnings"."amount_pence" >= 0) or ("driver_earnings"."kind" in ('job_reversal', 'tip_reversal') and "driver_earnings"."amount_pence" <= 0))
);
--> statement-breakpoint
ALTER TABLE "driver_earnings" ADD CONSTRAINT "driver_earnings_driver_id_drivers_driver_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("driver_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_earnings" ADD CONSTRAINT "driver_earnings_assignment_id_assignments_assignment_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("assignment_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_earnings" ADD CONSTRAINT "driver_earnings_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "driver_earnings_assignment_kind_unique" ON "driver_earnings" USING btree ("assignment_id","kind");--> statement-breakpoint
CREATE INDEX "driver_earnings_driver_earned_idx" ON "driver_earnings" USING btree ("driver_id","earned_at");--> statement-breakpoint
INSERT INTO "driver_earnings" ("driver_id", "assignment_id", "booking_id", "kind", "amount_pence", "earned_at")
SELECT a."driver_id", a."assignment_id", a."booking_id", 'job', coalesce(a."pay_pence", 0), a."ends_at"
FROM "assignments" a WHERE a."status" = 'completed' AND a."driver_id" IS NOT NULL;--> statement-breakpoint
UPDATE "drivers" d SET
  "total_trips" = (SELECT count(*) FROM "driver_earnings" e WHERE e."driver_id" = d."driver_id" AND e."kind" = 'job'),
  "earnings_pence" = (SELECT coalesce(sum(e."amount_pence"), 0) FROM "driver_earnings" e WHERE e."driver_id" = d."driver_id");
