CREATE TYPE "public"."file_owner_kind" AS ENUM('user', 'driver', 'partner', 'site');--> statement-breakpoint
CREATE TYPE "public"."file_visibility" AS ENUM('private', 'public');--> statement-breakpoint
CREATE TABLE "stored_files" (
	"file_id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"owner_kind" "file_owner_kind" NOT NULL,
	"owner_id" integer,
	"visibility" "file_visibility" DEFAULT 'private' NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_key_idx" ON "stored_files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "bookings_user_pickup_idx" ON "bookings" USING btree ("user_id","pickup_at","booking_id");