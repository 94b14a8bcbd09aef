-- A post's comments_count is the comments its readers see: not removed by moderation, not hidden by the
-- post's creator, not deleted (a "deleted" place kept for others' replies is not counted), and not a reply
-- under a hidden or removed comment (those go out of sight with it). The same rule as
-- visibleCommentsSql and presentComment (src/server/services/comments/comment-fields.ts).
CREATE OR REPLACE FUNCTION lakou_visible_comments_count(target uuid) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT count(*)::int
  FROM comments c
  LEFT JOIN comments parent ON parent.id = c.parent_comment_id
  WHERE c.post_id = target
    AND c.removed_at IS NULL AND c.hidden_at IS NULL AND c.deleted_at IS NULL
    AND (parent.id IS NULL OR (parent.removed_at IS NULL AND parent.hidden_at IS NULL))
$$;
--> statement-breakpoint
-- Counted again from the comments on every change that can move it. The post's row is locked first, so a
-- concurrent change waits and the count (a new statement, a new snapshot) sees what it committed.
CREATE OR REPLACE FUNCTION lakou_post_comments_counter() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.post_id ELSE NEW.post_id END;
BEGIN
  PERFORM 1 FROM posts WHERE id = target FOR NO KEY UPDATE;
  UPDATE posts SET comments_count = lakou_visible_comments_count(target) WHERE id = target;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER comments_counter ON comments;
--> statement-breakpoint
CREATE TRIGGER comments_counter
  AFTER INSERT OR DELETE OR UPDATE OF removed_at, hidden_at, deleted_at ON comments
  FOR EACH ROW EXECUTE FUNCTION lakou_post_comments_counter();
--> statement-breakpoint
-- Likes and views keep their one-step counter.
CREATE OR REPLACE FUNCTION lakou_post_counter() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
  target uuid := CASE WHEN TG_OP = 'INSERT' THEN NEW.post_id ELSE OLD.post_id END;
BEGIN
  IF TG_TABLE_NAME = 'post_likes' THEN
    UPDATE posts SET likes_count = likes_count + delta WHERE id = target;
  ELSE
    UPDATE posts SET view_count = view_count + delta WHERE id = target;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE posts SET comments_count = lakou_visible_comments_count(id);
