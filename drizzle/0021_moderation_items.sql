CREATE TABLE "moderation_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"item_type" text NOT NULL,
	"creator_id" text,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail_url" text,
	"severity" text DEFAULT 'low' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"assigned_to" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_items_subject_check" CHECK ("moderation_items"."subject" in ('post','comment','review','creator','sharedVideo')),
	CONSTRAINT "moderation_items_type_check" CHECK ("moderation_items"."item_type" in ('video','image','text','review')),
	CONSTRAINT "moderation_items_status_check" CHECK ("moderation_items"."status" in ('pending','reviewing','approved','rejected','escalated')),
	CONSTRAINT "moderation_items_severity_check" CHECK ("moderation_items"."severity" in ('low','medium','high','critical'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD COLUMN "moderation_item_id" uuid;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_items_subject_subject_id_index" ON "moderation_items" USING btree ("subject","subject_id");--> statement-breakpoint
CREATE INDEX "moderation_items_status_flagged_at_index" ON "moderation_items" USING btree ("status","flagged_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_items_creator_id_status_index" ON "moderation_items" USING btree ("creator_id","status");--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_moderation_item_id_moderation_items_id_fk" FOREIGN KEY ("moderation_item_id") REFERENCES "public"."moderation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_reports_reporter_id_created_at_index" ON "moderation_reports" USING btree ("reporter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_reports_open_per_reporter" ON "moderation_reports" USING btree ("moderation_item_id","reporter_id") WHERE "moderation_reports"."status" in ('pending','reviewing','escalated');--> statement-breakpoint
-- A review removed by moderation no longer counts toward its creator's rating.
CREATE OR REPLACE FUNCTION lakou_creator_review_counters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.removed_at IS NULL THEN
    UPDATE creator_profiles SET total_reviews = total_reviews - 1, rating_sum = rating_sum - OLD.rating
    WHERE user_id = OLD.creator_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.removed_at IS NULL THEN
    UPDATE creator_profiles SET total_reviews = total_reviews + 1, rating_sum = rating_sum + NEW.rating
    WHERE user_id = NEW.creator_id;
  END IF;
  UPDATE creator_profiles SET average_rating = CASE WHEN total_reviews = 0 THEN NULL
      ELSE round(rating_sum::numeric / total_reviews, 2) END
    WHERE user_id = COALESCE(NEW.creator_id, OLD.creator_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER reviews_counters ON reviews;
--> statement-breakpoint
CREATE TRIGGER reviews_counters AFTER INSERT OR DELETE OR UPDATE OF rating, removed_at ON reviews
  FOR EACH ROW EXECUTE FUNCTION lakou_creator_review_counters();
