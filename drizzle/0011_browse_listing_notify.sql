-- Each app process caches browse answers and LISTENs on lakou_browse_changed (BROWSE_CHANNEL in
-- services/creators/list-creators-cached.ts). These triggers NOTIFY it whenever a statement may change
-- what browse shows: a creator profile's listed fields and counters, or the owner's name it falls back on.
-- Statement-level and with a constant payload, so a transaction sends one notification however many rows.
CREATE OR REPLACE FUNCTION lakou_notify_browse_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lakou_browse_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER creator_profiles_browse_changed AFTER INSERT OR DELETE OR TRUNCATE ON creator_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION lakou_notify_browse_changed();
--> statement-breakpoint
CREATE TRIGGER creator_profiles_browse_changed_update
  AFTER UPDATE OF listed, display_name, handle, category, bio, avatar_url, video_price_usd_cents, response_time_hours,
    verified, languages, is_available, total_reviews, average_rating, total_videos, created_at ON creator_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION lakou_notify_browse_changed();
--> statement-breakpoint
CREATE TRIGGER profiles_browse_changed AFTER UPDATE OF first_name, last_name ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION lakou_notify_browse_changed();
