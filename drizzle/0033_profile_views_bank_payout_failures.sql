CREATE TABLE "bank_payout_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" text NOT NULL,
	"stripe_account_id" text NOT NULL,
	"event_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_payout_failures_eventId_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"creator_id" text NOT NULL,
	"viewer_key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_views_creator_id_viewer_key_window_start_pk" PRIMARY KEY("creator_id","viewer_key","window_start")
);
--> statement-breakpoint
ALTER TABLE "bank_payout_failures" ADD CONSTRAINT "bank_payout_failures_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_payout_failures_created_at_index" ON "bank_payout_failures" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bank_payout_failures_creator_id_created_at_index" ON "bank_payout_failures" USING btree ("creator_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profile_views_created_at_index" ON "profile_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "profile_views_creator_id_created_at_index" ON "profile_views" USING btree ("creator_id","created_at");