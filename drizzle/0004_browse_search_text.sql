DROP INDEX "creator_profiles_browse_search";--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lakou_unaccent(display_name || ' ' || handle)) STORED;--> statement-breakpoint
CREATE INDEX "creator_profiles_browse_search_text" ON "creator_profiles" USING gin ("search_text" gin_trgm_ops) WHERE "creator_profiles"."listed";