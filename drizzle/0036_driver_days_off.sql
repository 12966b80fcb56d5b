CREATE TABLE "driver_days_off" (
	"day_off_id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"day" date NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "driver_days_off" ADD CONSTRAINT "driver_days_off_driver_id_drivers_driver_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("driver_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "driver_days_off_driver_day_unique" ON "driver_days_off" USING btree ("driver_id","day");--> statement-breakpoint
CREATE INDEX "driver_days_off_day_idx" ON "driver_days_off" USING btree ("day");