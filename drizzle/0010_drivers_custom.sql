-- The administrator's driver search: one generated column with the searchable text (names,
-- e-mail, phone, both licence numbers, the plate, and the plate and licence numbers without
-- spaces, so "DM21ABC" finds "DM21 ABC"), and a trigram GIN index that answers ILIKE '%text%'
-- without reading every row. pg_trgm was created by the search migration before this one.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
  "first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone_number" || ' ' ||
  coalesce("private_hire_license_number", '') || ' ' || coalesce("driving_license_number", '') || ' ' ||
  coalesce("car_plate_number", '') || ' ' ||
  replace(coalesce("car_plate_number", ''), ' ', '') || ' ' ||
  replace(coalesce("private_hire_license_number", ''), ' ', '') || ' ' ||
  replace(coalesce("driving_license_number", ''), ' ', '')
) STORED;
--> statement-breakpoint
CREATE INDEX "drivers_search_trgm_idx" ON "drivers" USING gin ("search_text" gin_trgm_ops);
