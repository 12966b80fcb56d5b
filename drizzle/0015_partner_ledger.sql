CREATE TYPE "public"."commission_category" AS ENUM('airport', 'hourly', 'events', 'business');--> statement-breakpoint
CREATE TYPE "public"."commission_kind" AS ENUM('commission', 'reversal');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('Pending', 'Paid', 'Failed');--> statement-breakpoint
CREATE TABLE "partner_commissions" (
	"commission_id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" "commission_kind" NOT NULL,
	"category" "commission_category" NOT NULL,
	"rate_bps" integer NOT NULL,
	"base_pence" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"source" text NOT NULL,
	"payout_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_commissions_sign" CHECK (("partner_commissions"."kind" = 'commission' and "partner_commissions"."amount_pence" >= 0) or ("partner_commissions"."kind" = 'reversal' and "partner_commissions"."amount_pence" <= 0)),
	CONSTRAINT "partner_commissions_rate_range" CHECK ("partner_commissions"."rate_bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "partner_payouts" (
	"payout_id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"period" text NOT NULL,
	"gross_pence" integer NOT NULL,
	"deductions_pence" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" "payout_status" DEFAULT 'Pending' NOT NULL,
	"method" text DEFAULT 'Bank transfer' NOT NULL,
	"reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "partner_payouts_amounts" CHECK ("partner_payouts"."gross_pence" >= 0 and "partner_payouts"."deductions_pence" >= 0 and "partner_payouts"."amount_pence" = "partner_payouts"."gross_pence" - "partner_payouts"."deductions_pence")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "is_event" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_commissions" ADD CONSTRAINT "partner_commissions_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_commissions" ADD CONSTRAINT "partner_commissions_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_commissions" ADD CONSTRAINT "partner_commissions_payout_id_partner_payouts_payout_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."partner_payouts"("payout_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_commissions_source_unique" ON "partner_commissions" USING btree ("booking_id","kind","source");--> statement-breakpoint
CREATE INDEX "partner_commissions_partner_idx" ON "partner_commissions" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_commissions_payout_idx" ON "partner_commissions" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_payouts_period_unique" ON "partner_payouts" USING btree ("partner_id","period");--> statement-breakpoint
CREATE INDEX "partner_payouts_status_idx" ON "partner_payouts" USING btree ("status","created_at");