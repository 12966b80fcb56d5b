CREATE TYPE "public"."offline_payment_method" AS ENUM('cash', 'invoice', 'account');--> statement-breakpoint
CREATE TABLE "offline_payments" (
	"offline_payment_id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"method" "offline_payment_method" NOT NULL,
	"reference" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"currency" text DEFAULT 'gbp' NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"actor_label" text,
	"entity_kind" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offline_payments" ADD CONSTRAINT "offline_payments_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offline_payments_booking_idx" ON "offline_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "offline_payments_created_idx" ON "offline_payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity_kind","entity_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_kind","actor_id","occurred_at");--> statement-breakpoint
CREATE INDEX "bookings_pickup_keyset_idx" ON "bookings" USING btree ("pickup_at","booking_id");--> statement-breakpoint
CREATE INDEX "bookings_status_pickup_keyset_idx" ON "bookings" USING btree ("status","pickup_at","booking_id");--> statement-breakpoint
CREATE INDEX "bookings_created_keyset_idx" ON "bookings" USING btree ("created_at","booking_id");--> statement-breakpoint
CREATE INDEX "bookings_price_keyset_idx" ON "bookings" USING btree ("price_pence","booking_id");--> statement-breakpoint
CREATE INDEX "bookings_paid_at_idx" ON "bookings" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");