CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "commission_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"basis_points" integer NOT NULL,
	"source" text NOT NULL,
	"set_by" text,
	"effective_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_range_check" CHECK ("commission_rates"."basis_points" between 0 and 10000),
	CONSTRAINT "commission_rates_source_check" CHECK ("commission_rates"."source" in ('admin','env','seed'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "commission_basis_points" integer;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_created_at_index" ON "password_reset_tokens" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "password_reset_tokens_expires_at_index" ON "password_reset_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "commission_rates_effective_at_index" ON "commission_rates" USING btree ("effective_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_created_at_index" ON "profiles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "creator_profiles_created_at" ON "creator_profiles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscription_orders_started_at_index" ON "subscription_orders" USING btree ("started_at") WHERE "subscription_orders"."started_at" is not null;--> statement-breakpoint
CREATE INDEX "subscription_orders_cancelled_at_index" ON "subscription_orders" USING btree ("cancelled_at") WHERE "subscription_orders"."cancelled_at" is not null;--> statement-breakpoint
CREATE INDEX "video_requests_completed_at_index" ON "video_requests" USING btree ("completed_at") WHERE "video_requests"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "webhook_events_provider_processed_at_index" ON "webhook_events" USING btree ("provider","processed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_created_at_index" ON "posts" USING btree ("created_at");