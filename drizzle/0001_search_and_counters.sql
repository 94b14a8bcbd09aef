-- Name search: trigram matching that ignores case and accents.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE; an IMMUTABLE wrapper with the dictionary named lets indexes use it.
CREATE OR REPLACE FUNCTION lakou_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower(value)) $$;
--> statement-breakpoint
-- Creator counters follow their source rows: reviews and completed video requests.
CREATE OR REPLACE FUNCTION lakou_creator_review_counters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE creator_profiles SET
      total_reviews = total_reviews + CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE 0 END,
      rating_sum = rating_sum + NEW.rating - CASE WHEN TG_OP = 'UPDATE' THEN OLD.rating ELSE 0 END
    WHERE user_id = NEW.creator_id;
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE creator_profiles SET total_reviews = total_reviews - 1, rating_sum = rating_sum - OLD.rating
    WHERE user_id = OLD.creator_id;
  END IF;
  UPDATE creator_profiles SET average_rating = CASE WHEN total_reviews = 0 THEN NULL
      ELSE round(rating_sum::numeric / total_reviews, 2) END
    WHERE user_id = COALESCE(NEW.creator_id, OLD.creator_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_counters AFTER INSERT OR DELETE OR UPDATE OF rating ON reviews
  FOR EACH ROW EXECUTE FUNCTION lakou_creator_review_counters();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lakou_creator_video_counter() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_done boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'completed';
  is_done boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'completed';
BEGIN
  IF is_done AND NOT was_done THEN
    UPDATE creator_profiles SET total_videos = total_videos + 1 WHERE user_id = NEW.creator_id;
  ELSIF was_done AND NOT is_done THEN
    UPDATE creator_profiles SET total_videos = total_videos - 1 WHERE user_id = OLD.creator_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_requests_counter AFTER INSERT OR DELETE OR UPDATE OF status ON video_requests
  FOR EACH ROW EXECUTE FUNCTION lakou_creator_video_counter();
--> statement-breakpoint
-- Post counters follow likes, comments and views.
CREATE OR REPLACE FUNCTION lakou_post_counter() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
  target uuid := CASE WHEN TG_OP = 'INSERT' THEN NEW.post_id ELSE OLD.post_id END;
BEGIN
  IF TG_TABLE_NAME = 'post_likes' THEN
    UPDATE posts SET likes_count = likes_count + delta WHERE id = target;
  ELSIF TG_TABLE_NAME = 'comments' THEN
    UPDATE posts SET comments_count = comments_count + delta WHERE id = target;
  ELSE
    UPDATE posts SET view_count = view_count + delta WHERE id = target;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER post_likes_counter AFTER INSERT OR DELETE ON post_likes
  FOR EACH ROW EXECUTE FUNCTION lakou_post_counter();
--> statement-breakpoint
CREATE TRIGGER comments_counter AFTER INSERT OR DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION lakou_post_counter();
--> statement-breakpoint
CREATE TRIGGER post_views_counter AFTER INSERT OR DELETE ON post_views
  FOR EACH ROW EXECUTE FUNCTION lakou_post_counter();
