CREATE TYPE "public"."payout_status" AS ENUM('pending', 'paid', 'failed');--> statement-breakpoint
CREATE TABLE "ledger_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_clock_single_row" CHECK ("ledger_clock"."id" = 1)
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
	"commission_id" integer NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payout_id_partner_payouts_payout_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."partner_payouts"("payout_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_commission_id_partner_commissions_commission_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."partner_commissions"("commission_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_payouts_period_unique" ON "partner_payouts" USING btree ("partner_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_payouts_reference_unique" ON "partner_payouts" USING btree ("payout_reference");--> statement-breakpoint
CREATE INDEX "partner_payouts_status_idx" ON "partner_payouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "partner_payouts_partner_idx" ON "partner_payouts" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_line_unique" ON "payout_items" USING btree ("payout_id","commission_id");--> statement-breakpoint
CREATE INDEX "payout_items_commission_idx" ON "payout_items" USING btree ("commission_id");