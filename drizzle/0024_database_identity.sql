CREATE TABLE "database_identity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "database_identity_one_row" ON "database_identity" USING btree ((true));--> statement-breakpoint
-- Hand-written: the one row, created with the database (db:restore replaces it).
INSERT INTO "database_identity" DEFAULT VALUES;