CREATE TABLE "creator_approval_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"required" boolean NOT NULL,
	"set_by" text,
	"effective_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "approval_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "approval_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "approval_reviewed_by" text;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "approval_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creator_approval_settings" ADD CONSTRAINT "creator_approval_settings_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_approval_settings_effective_at_index" ON "creator_approval_settings" USING btree ("effective_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_approval_reviewed_by_users_id_fk" FOREIGN KEY ("approval_reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_last_seen_at_index" ON "sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "creator_profiles_approval_queue" ON "creator_profiles" USING btree ("approval_status","created_at","user_id") WHERE "creator_profiles"."approval_status" <> 'approved';--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_approval_check" CHECK ("creator_profiles"."approval_status" in ('pending','approved','rejected'));--> statement-breakpoint
CREATE OR REPLACE FUNCTION lakou_is_approved_creator(approval_status text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT approval_status IN ('approved') $$;
--> statement-breakpoint
-- A profile waiting for approval (or rejected) leaves browse: `listed` now also needs it approved.
CREATE OR REPLACE FUNCTION lakou_creator_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed := lakou_is_approved_creator(NEW.approval_status) AND EXISTS (
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
  UPDATE creator_profiles SET listed = is_listed AND lakou_is_approved_creator(approval_status)
  WHERE user_id = owner AND listed IS DISTINCT FROM (is_listed AND lakou_is_approved_creator(approval_status));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An approval decision changes `listed` through the BEFORE trigger: the counts and browse-changed triggers
-- watch approval_status too (a column-list trigger fires only for columns the UPDATE names).
DROP TRIGGER IF EXISTS creator_profiles_listed ON creator_profiles;
--> statement-breakpoint
CREATE TRIGGER creator_profiles_listed BEFORE INSERT OR UPDATE OF listed, approval_status ON creator_profiles
  FOR EACH ROW EXECUTE FUNCTION lakou_creator_listed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS creator_profiles_listing_counts_update ON creator_profiles;
--> statement-breakpoint
CREATE TRIGGER creator_profiles_listing_counts_update
  AFTER UPDATE OF listed, approval_status, category, video_price_usd_cents, verified, languages ON creator_profiles
  FOR EACH ROW
  WHEN ((OLD.listed, OLD.category, lakou_price_band(OLD.video_price_usd_cents), OLD.verified, OLD.languages)
        IS DISTINCT FROM (NEW.listed, NEW.category, lakou_price_band(NEW.video_price_usd_cents), NEW.verified, NEW.languages))
  EXECUTE FUNCTION lakou_creator_listing_counts();
--> statement-breakpoint
DROP TRIGGER IF EXISTS creator_profiles_browse_changed_update ON creator_profiles;
--> statement-breakpoint
CREATE TRIGGER creator_profiles_browse_changed_update
  AFTER UPDATE OF listed, approval_status, display_name, handle, category, bio, avatar_url, video_price_usd_cents, response_time_hours,
    verified, languages, is_available, total_reviews, average_rating, total_videos, created_at ON creator_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION lakou_notify_browse_changed();
