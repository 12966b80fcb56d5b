ALTER TABLE "partner_payouts" ADD COLUMN "vat_rate_bps" integer;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "vat_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "total_pence" integer GENERATED ALWAYS AS (amount_pence + vat_pence) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "statement" jsonb;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_vat" CHECK ("partner_payouts"."vat_pence" >= 0 and ("partner_payouts"."vat_rate_bps" is not null or "partner_payouts"."vat_pence" = 0));