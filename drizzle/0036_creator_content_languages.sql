ALTER TABLE "creator_profiles" ADD COLUMN "bio_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "bio_ht" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_subscription_tiers" ADD COLUMN "description_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_subscription_tiers" ADD COLUMN "description_ht" text DEFAULT '' NOT NULL;