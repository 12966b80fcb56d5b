CREATE TYPE "public"."booking_status" AS ENUM('pending', 'paid', 'confirmed', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."booking_type" AS ENUM('point_to_point', 'hourly');--> statement-breakpoint
CREATE TYPE "public"."car_type" AS ENUM('sedan', 'SUV', 'hatchback', 'minivan', 'luxury', 'other');--> statement-breakpoint
CREATE TYPE "public"."destination_country" AS ENUM('uk', 'canada', 'america');--> statement-breakpoint
CREATE TYPE "public"."driver_status" AS ENUM('Available', 'Unavailable', 'Under Review');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('queued', 'sent', 'logged', 'failed');--> statement-breakpoint
CREATE TYPE "public"."guest_title" AS ENUM('mr', 'mrs', 'ms', 'dr');--> statement-breakpoint
CREATE TYPE "public"."partner_status" AS ENUM('Active', 'Pending', 'Inactive');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('stripe', 'test');--> statement-breakpoint
CREATE TYPE "public"."payment_state" AS ENUM('unpaid', 'processing', 'paid', 'refunded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('requires_payment', 'processing', 'succeeded', 'failed', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."preferred_shift" AS ENUM('day', 'night', 'flexible');--> statement-breakpoint
CREATE TYPE "public"."ride_area" AS ENUM('inside', 'outside');--> statement-breakpoint
CREATE TYPE "public"."service_type" AS ENUM('business_class', 'first_class', 'business_van');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('customer', 'admin', 'driver', 'partner');--> statement-breakpoint
CREATE TYPE "public"."working_days" AS ENUM('5 days a week', '7 days a week');--> statement-breakpoint
CREATE TYPE "public"."yes_no" AS ENUM('yes', 'no');--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state_province" text DEFAULT '' NOT NULL,
	"zip_postal_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"role" "user_role" DEFAULT 'customer' NOT NULL,
	"password_hash" text NOT NULL,
	"profile_image" text,
	"session_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"partner_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"contact_person_name" text NOT NULL,
	"contact_person_email" text NOT NULL,
	"contact_person_phone" text NOT NULL,
	"company_name" text NOT NULL,
	"company_phone" text NOT NULL,
	"company_address" text NOT NULL,
	"company_registration" text NOT NULL,
	"company_city" text,
	"company_state" text,
	"company_zip" text,
	"company_website" text,
	"slug" text NOT NULL,
	"guest_hero_title" text,
	"guest_hero_text" text,
	"guest_hero_image_url" text,
	"guest_logo_url" text,
	"commission_rate_bps" integer DEFAULT 2000 NOT NULL,
	"status" "partner_status" DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"booking_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"booking_type" "booking_type" NOT NULL,
	"pickup_location" text NOT NULL,
	"pickup_lat" double precision NOT NULL,
	"pickup_lng" double precision NOT NULL,
	"dropoff_location" text,
	"dropoff_lat" double precision,
	"dropoff_lng" double precision,
	"destination_country" "destination_country" DEFAULT 'uk' NOT NULL,
	"booking_date" date NOT NULL,
	"booking_time" time NOT NULL,
	"pickup_time_zone" text NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"number_of_passengers" integer NOT NULL,
	"number_of_luggage" integer NOT NULL,
	"number_of_hours" integer,
	"ride_area" "ride_area",
	"service_type" "service_type" NOT NULL,
	"number_of_cars" integer DEFAULT 1 NOT NULL,
	"price_pence" integer NOT NULL,
	"currency" text DEFAULT 'gbp' NOT NULL,
	"distance_travelled" double precision,
	"is_self_booking" boolean DEFAULT true NOT NULL,
	"guest_title" "guest_title",
	"guest_first_name" text,
	"guest_last_name" text,
	"guest_email" text,
	"guest_phone_number" text,
	"flight_number" text,
	"pickup_sign" text,
	"notes_for_chauffeur" text,
	"reference_code" text,
	"cost_center" text,
	"status" "booking_status" DEFAULT 'pending' NOT NULL,
	"payment_status" "payment_state" DEFAULT 'unpaid' NOT NULL,
	"is_return_booking" boolean DEFAULT false NOT NULL,
	"original_booking_id" integer,
	"return_booking_id" integer,
	"partner_id" integer,
	"driver_id" integer,
	"payment_intent_id" text,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_car_pictures" (
	"picture_id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"file" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"driver_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"address" text,
	"date_of_birth" date,
	"national_insurance_number" text,
	"private_hire_license_number" text,
	"driving_license_number" text,
	"driving_license_expiry_date" date,
	"experience" text,
	"currently_working_with" text,
	"date_first_available" date,
	"date_of_leaving" date,
	"preferred_shift" "preferred_shift" DEFAULT 'day' NOT NULL,
	"working_days" "working_days" DEFAULT '5 days a week' NOT NULL,
	"status" "driver_status" DEFAULT 'Under Review' NOT NULL,
	"has_vehicle" "yes_no" DEFAULT 'no' NOT NULL,
	"car_make" text,
	"car_model" text,
	"car_year" integer,
	"car_color" text,
	"car_plate_number" text,
	"car_type" "car_type",
	"car_capacity" integer,
	"driver_picture" text,
	"rating" real,
	"total_trips" integer DEFAULT 0 NOT NULL,
	"earnings_pence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"currency" text DEFAULT 'gbp' NOT NULL,
	"status" "payment_status" DEFAULT 'requires_payment' NOT NULL,
	"failure_message" text,
	"refunded_pence" integer DEFAULT 0 NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"message_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"email_id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"template" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb,
	"dedupe_key" text,
	"status" "email_status" DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_idempotency_key_pk" PRIMARY KEY("scope","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"bucket_key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_name" text DEFAULT 'Chauffeur Bookings' NOT NULL,
	"site_description" text DEFAULT 'Private-hire chauffeur rides in the UK, Canada and the US' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"support_email" text DEFAULT 'support@example.com' NOT NULL,
	"support_phone" text DEFAULT '+44 20 7946 0000' NOT NULL,
	"business_address" text DEFAULT '1 Example Street, London W1A 1AA, United Kingdom' NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"marketing_emails" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_original_booking_id_bookings_booking_id_fk" FOREIGN KEY ("original_booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_return_booking_id_bookings_booking_id_fk" FOREIGN KEY ("return_booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_car_pictures" ADD CONSTRAINT "driver_car_pictures_driver_id_drivers_driver_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("driver_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_slug_unique" ON "partners" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_user_unique" ON "partners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partners_status_idx" ON "partners" USING btree ("status");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","pickup_at");--> statement-breakpoint
CREATE INDEX "bookings_date_idx" ON "bookings" USING btree ("booking_date");--> statement-breakpoint
CREATE INDEX "bookings_pickup_at_idx" ON "bookings" USING btree ("pickup_at");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "bookings_partner_idx" ON "bookings" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_payment_intent_idx" ON "bookings" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "bookings_original_idx" ON "bookings" USING btree ("original_booking_id");--> statement-breakpoint
CREATE INDEX "driver_car_pictures_driver_idx" ON "driver_car_pictures" USING btree ("driver_id","position");--> statement-breakpoint
CREATE INDEX "drivers_status_idx" ON "drivers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "drivers_email_idx" ON "drivers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "drivers_created_idx" ON "drivers" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_unique" ON "payments" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_unique" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_dedupe_unique" ON "email_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");