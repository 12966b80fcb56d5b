-- The administrator's booking search matches the customer's name, e-mail and phone as well as the
-- booking's own text. Reading them from users at query time made a common name (q=patel, 3% of a
-- million bookings) an OR of two bitmap scans and a sort of every match; copying them into each
-- booking (kept current by the triggers below) makes the whole search one trigram-indexed column,
-- whose statistics let PostgreSQL walk the pickup-time index when a name is common.
ALTER TABLE "bookings" ADD COLUMN "customer_search" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "bookings" AS b SET "customer_search" =
  u."first_name" || ' ' || u."last_name" || ' ' || u."email" || ' ' || u."phone_number"
FROM "users" AS u WHERE u."user_id" = b."user_id";
--> statement-breakpoint
CREATE FUNCTION "bookings_set_customer_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u."first_name" || ' ' || u."last_name" || ' ' || u."email" || ' ' || u."phone_number"
    INTO NEW."customer_search" FROM "users" AS u WHERE u."user_id" = NEW."user_id";
  NEW."customer_search" := coalesce(NEW."customer_search", '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_customer_search_trg" BEFORE INSERT OR UPDATE OF "user_id" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_set_customer_search"();
--> statement-breakpoint
CREATE FUNCTION "users_copy_customer_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "bookings" SET "customer_search" =
    NEW."first_name" || ' ' || NEW."last_name" || ' ' || NEW."email" || ' ' || NEW."phone_number"
  WHERE "user_id" = NEW."user_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_customer_search_trg" AFTER UPDATE OF "first_name", "last_name", "email", "phone_number"
  ON "users" FOR EACH ROW
  WHEN ((OLD."first_name", OLD."last_name", OLD."email", OLD."phone_number")
    IS DISTINCT FROM (NEW."first_name", NEW."last_name", NEW."email", NEW."phone_number"))
  EXECUTE FUNCTION "users_copy_customer_search"();
--> statement-breakpoint
DROP INDEX "bookings_search_trgm_idx";
--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "search_text";
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
  coalesce("reference_code", '') || ' ' || coalesce("guest_first_name", '') || ' ' ||
  coalesce("guest_last_name", '') || ' ' || coalesce("guest_email", '') || ' ' ||
  coalesce("guest_phone_number", '') || ' ' || "pickup_location" || ' ' ||
  coalesce("dropoff_location", '') || ' ' || "customer_search"
) STORED;
--> statement-breakpoint
CREATE INDEX "bookings_search_trgm_idx" ON "bookings" USING gin ("search_text" gin_trgm_ops);
