CREATE TYPE "public"."vehicle_status" AS ENUM('active', 'off_road');--> statement-breakpoint
ALTER TYPE "public"."file_owner_kind" ADD VALUE 'vehicle';--> statement-breakpoint
CREATE TABLE "vehicle_drivers" (
	"vehicle_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_drivers_vehicle_id_driver_id_pk" PRIMARY KEY("vehicle_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_pictures" (
	"picture_id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"file" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"vehicle_id" serial PRIMARY KEY NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"colour" text NOT NULL,
	"registration_plate" text NOT NULL,
	"service_class" "service_type" NOT NULL,
	"passenger_capacity" integer NOT NULL,
	"luggage_capacity" integer NOT NULL,
	"phv_licence_number" text,
	"phv_licence_expiry" date,
	"mot_expiry" date,
	"insurance_expiry" date,
	"status" "vehicle_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_drivers" ADD CONSTRAINT "vehicle_drivers_vehicle_id_vehicles_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("vehicle_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_drivers" ADD CONSTRAINT "vehicle_drivers_driver_id_drivers_driver_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("driver_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_pictures" ADD CONSTRAINT "vehicle_pictures_vehicle_id_vehicles_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("vehicle_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_drivers_driver_idx" ON "vehicle_drivers" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "vehicle_pictures_vehicle_idx" ON "vehicle_pictures" USING btree ("vehicle_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_unique" ON "vehicles" USING btree ("registration_plate");--> statement-breakpoint
CREATE INDEX "vehicles_created_idx" ON "vehicles" USING btree ("created_at","vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicles_class_status_idx" ON "vehicles" USING btree ("service_class","status");--> statement-breakpoint
CREATE INDEX "vehicles_phv_expiry_idx" ON "vehicles" USING btree ("phv_licence_expiry");--> statement-breakpoint
CREATE INDEX "vehicles_mot_expiry_idx" ON "vehicles" USING btree ("mot_expiry");--> statement-breakpoint
CREATE INDEX "vehicles_insurance_expiry_idx" ON "vehicles" USING btree ("insurance_expiry");--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_vehicle_id_vehicles_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("vehicle_id") ON DELETE restrict ON UPDATE no action;