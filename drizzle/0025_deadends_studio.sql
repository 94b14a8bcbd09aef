CREATE TABLE "creator_watermarks" (
	"user_id" text PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_provider_subscriptions" ADD COLUMN "card_last4" text DEFAULT '4242' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_watermarks" ADD CONSTRAINT "creator_watermarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;