CREATE TABLE "creator_listing_counts" (
	"category" text NOT NULL,
	"price_band" text NOT NULL,
	"verified" boolean NOT NULL,
	"language" text NOT NULL,
	"creators" integer NOT NULL,
	CONSTRAINT "creator_listing_counts_language_category_price_band_verified_pk" PRIMARY KEY("language","category","price_band","verified"),
	CONSTRAINT "creator_listing_counts_creators_check" CHECK ("creator_listing_counts"."creators" >= 0)
);
--> statement-breakpoint
DROP INDEX "creator_profiles_category_index";--> statement-breakpoint
DROP INDEX "creator_profiles_total_reviews_user_id_index";--> statement-breakpoint
DROP INDEX "creator_profiles_video_price_usd_cents_user_id_index";--> statement-breakpoint
DROP INDEX "creator_profiles_average_rating_user_id_index";--> statement-breakpoint
DROP INDEX "creator_profiles_created_at_user_id_index";--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "creator_profiles_browse_popular" ON "creator_profiles" USING btree ("total_reviews" DESC NULLS LAST,"user_id") WHERE "creator_profiles"."listed";--> statement-breakpoint
CREATE INDEX "creator_profiles_browse_price" ON "creator_profiles" USING btree ("video_price_usd_cents","user_id") WHERE "creator_profiles"."listed";--> statement-breakpoint
CREATE INDEX "creator_profiles_browse_rating" ON "creator_profiles" USING btree ("average_rating" DESC NULLS LAST,"total_reviews" DESC NULLS LAST,"user_id") WHERE "creator_profiles"."listed";--> statement-breakpoint
CREATE INDEX "creator_profiles_browse_newest" ON "creator_profiles" USING btree ("created_at" DESC NULLS LAST,"user_id") WHERE "creator_profiles"."listed";--> statement-breakpoint
CREATE INDEX "creator_profiles_browse_category_popular" ON "creator_profiles" USING btree ("category","total_reviews" DESC NULLS LAST,"user_id") WHERE "creator_profiles"."listed";--> statement-breakpoint
CREATE INDEX "creator_profiles_browse_category_price" ON "creator_profiles" USING btree ("category","video_price_usd_cents","user_id") WHERE "creator_profiles"."listed";--> statement-breakpoint
CREATE INDEX "creator_profiles_browse_category_rating" ON "creator_profiles" USING btree ("category","average_rating" DESC NULLS LAST,"total_reviews" DESC NULLS LAST,"user_id") WHERE "creator_profiles"."listed";--> statement-breakpoint
CREATE INDEX "creator_profiles_browse_category_newest" ON "creator_profiles" USING btree ("category","created_at" DESC NULLS LAST,"user_id") WHERE "creator_profiles"."listed";--> statement-breakpoint
CREATE INDEX "creator_profiles_browse_search" ON "creator_profiles" USING gin (lakou_unaccent("display_name" || ' ' || "handle") gin_trgm_ops) WHERE "creator_profiles"."listed";