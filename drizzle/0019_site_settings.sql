-- The single-row settings table nothing ever wrote to becomes key/value rows, one per group.
DROP TABLE "site_settings" CASCADE;--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);--> statement-breakpoint
-- A masked sign-in address for the account's list of sessions.
ALTER TABLE "sessions" ADD COLUMN "address_label" text DEFAULT '' NOT NULL;