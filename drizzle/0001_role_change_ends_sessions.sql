-- A role change must end the user's older sessions at once, whichever code path (an admin screen,
-- a script, psql) makes it. Tokens carry session_version, so bumping it here, in the database,
-- means no writer can forget to. Only a real change counts: setting the same role again does not
-- sign anyone out.
CREATE OR REPLACE FUNCTION "public"."users_role_change_bumps_session_version"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."role" IS DISTINCT FROM OLD."role" THEN
    NEW."session_version" := NEW."session_version" + 1;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_role_change_ends_sessions" ON "public"."users";
--> statement-breakpoint
CREATE TRIGGER "users_role_change_ends_sessions"
  BEFORE UPDATE OF "role" ON "public"."users"
  FOR EACH ROW EXECUTE FUNCTION "public"."users_role_change_bumps_session_version"();
