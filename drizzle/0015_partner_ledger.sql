CREATE TYPE "public"."commission_category" AS ENUM('airport_transfers', 'business_travel', 'events_occasions', 'hourly_charter');--> statement-breakpoint
CREATE TYPE "public"."commission_entry_kind" AS ENUM('commission', 'reversal');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('pending', 'paid', 'failed');--> statement-breakpoint
CREATE TABLE "commission_entries" (
	"entry_id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" "commission_entry_kind" NOT NULL,
	"category" "commission_category" NOT NULL,
	"rate_bps" integer NOT NULL,
	"booking_amount_pence" integer NOT NULL,
	"commission_pence" integer NOT NULL,
	"entry_key" text NOT NULL,
	"reverses_entry_id" integer,
	"reason" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_entries_sign" CHECK (("commission_entries"."kind" = 'commission' and "commission_entries"."commission_pence" >= 0 and "commission_entries"."booking_amount_pence" >= 0 and "commission_entries"."reverses_entry_id" is null) or ("commission_entries"."kind" = 'reversal' and "commission_entries"."commission_pence" <= 0 and "commission_entries"."booking_amount_pence" <= 0 and "commission_entries"."reverses_entry_id" is not null)),
	CONSTRAINT "commission_entries_rate_range" CHECK ("commission_entries"."rate_bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "partner_payouts" (
	"payout_id" serial PRIMARY KEY NOT NULL,
	"payout_reference" text NOT NULL,
	"partner_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" "payout_status" DEFAULT 'pending' NOT NULL,
	"commission_pence" integer NOT NULL,
	"deductions_pence" integer NOT NULL,
	"net_pence" integer NOT NULL,
	"vat_pence" integer DEFAULT 0 NOT NULL,
	"amount_pence" integer NOT NULL,
	"vat_number" text,
	"company_name" text NOT NULL,
	"company_address" text NOT NULL,
	"payment_method" text DEFAULT 'bank_transfer' NOT NULL,
	"account_label" text,
	"bank_reference" text,
	"failure_reason" text,
	"created_by" integer,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_payouts_amounts" CHECK ("partner_payouts"."commission_pence" >= 0 and "partner_payouts"."deductions_pence" >= 0 and "partner_payouts"."net_pence" = "partner_payouts"."commission_pence" - "partner_payouts"."deductions_pence" and "partner_payouts"."amount_pence" = "partner_payouts"."net_pence" + "partner_payouts"."vat_pence")
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"payout_item_id" serial PRIMARY KEY NOT NULL,
	"payout_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "is_event" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_reverses_entry_id_commission_entries_entry_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."commission_entries"("entry_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payout_id_partner_payouts_payout_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."partner_payouts"("payout_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_entry_id_commission_entries_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."commission_entries"("entry_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_key_unique" ON "commission_entries" USING btree ("entry_key");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_booking_commission_unique" ON "commission_entries" USING btree ("booking_id") WHERE "commission_entries"."kind" = 'commission';--> statement-breakpoint
CREATE INDEX "commission_entries_partner_idx" ON "commission_entries" USING btree ("partner_id","occurred_at");--> statement-breakpoint
CREATE INDEX "commission_entries_reverses_idx" ON "commission_entries" USING btree ("reverses_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_payouts_period_unique" ON "partner_payouts" USING btree ("partner_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_payouts_reference_unique" ON "partner_payouts" USING btree ("payout_reference");--> statement-breakpoint
CREATE INDEX "partner_payouts_status_idx" ON "partner_payouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "partner_payouts_partner_idx" ON "partner_payouts" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_live_claim_unique" ON "payout_items" USING btree ("entry_id") WHERE "payout_items"."released_at" is null;--> statement-breakpoint
CREATE INDEX "payout_items_payout_idx" ON "payout_items" USING btree ("payout_id");