CREATE TYPE "public"."sms_status" AS ENUM('queued', 'sent', 'delivered', 'failed', 'undeliverable');--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reminders_email" boolean DEFAULT true NOT NULL,
	"reminders_sms" boolean DEFAULT true NOT NULL,
	"ride_updates_email" boolean DEFAULT true NOT NULL,
	"ride_updates_sms" boolean DEFAULT true NOT NULL,
	"marketing_email" boolean DEFAULT false NOT NULL,
	"marketing_sms" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"sms_id" serial PRIMARY KEY NOT NULL,
	"to_number" text NOT NULL,
	"from_sender" text,
	"body" text NOT NULL,
	"kind" text NOT NULL,
	"status" "sms_status" DEFAULT 'queued' NOT NULL,
	"segments" integer NOT NULL,
	"encoding" text NOT NULL,
	"provider_message_id" text,
	"error" text,
	"booking_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_provider_idx" ON "sms_outbox" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_to_idx" ON "sms_outbox" USING btree ("to_number","created_at");