ALTER TABLE "profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
-- A suspended account's creator profile leaves browse: `listed` now also needs the owner not suspended.
CREATE OR REPLACE FUNCTION lakou_creator_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed := EXISTS (
    SELECT 1 FROM profiles WHERE id = NEW.user_id AND lakou_is_listed_creator(role) AND suspended_at IS NULL
  );
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lakou_profile_listed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner text := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  is_listed boolean := TG_OP <> 'DELETE' AND lakou_is_listed_creator(NEW.role) AND NEW.suspended_at IS NULL;
BEGIN
  UPDATE creator_profiles SET listed = is_listed WHERE user_id = owner AND listed IS DISTINCT FROM is_listed;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS profiles_creator_listed ON profiles;
--> statement-breakpoint
CREATE TRIGGER profiles_creator_listed AFTER INSERT OR DELETE OR UPDATE OF role, suspended_at ON profiles
  FOR EACH ROW EXECUTE FUNCTION lakou_profile_listed();
--> statement-breakpoint
-- The users list filters by role and state and pages by newest account.
CREATE INDEX IF NOT EXISTS "users_created_at_idx" ON "users" USING btree ("created_at" DESC, "id");
--> statement-breakpoint
-- The audit log pages by time within an action, a severity or a success filter.
CREATE INDEX IF NOT EXISTS "audit_logs_action_created_at_idx" ON "audit_logs" USING btree ("action", "created_at" DESC);
