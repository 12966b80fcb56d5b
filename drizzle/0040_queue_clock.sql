CREATE TABLE "queue_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"shift_minutes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queue_clock_single_row" CHECK ("queue_clock"."id" = 1)
);
