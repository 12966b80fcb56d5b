-- The administrator's booking search: trigram (pg_trgm) GIN indexes answer ILIKE '%text%' without a
-- sequential scan. Each table gets one generated column holding the searchable text, so the query
-- and the index always agree on the expression. PGlite loads pg_trgm in src/server/db/pglite-thread.mjs.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
  coalesce("reference_code", '') || ' ' || coalesce("guest_first_name", '') || ' ' ||
  coalesce("guest_last_name", '') || ' ' || coalesce("guest_email", '') || ' ' ||
  coalesce("guest_phone_number", '') || ' ' || "pickup_location" || ' ' || coalesce("dropoff_location", '')
) STORED;
--> statement-breakpoint
CREATE INDEX "bookings_search_trgm_idx" ON "bookings" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
  "first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone_number"
) STORED;
--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Revenue by period and by day reads only this index (an index-only scan), never the payments.
CREATE INDEX "payments_revenue_idx" ON "payments" ("created_at") INCLUDE ("status", "amount_pence", "refunded_pence");
