CREATE TABLE "accounts" (
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"refresh_token" text,
	"access_token" text,
	"expires_at" integer,
	"token_type" text,
	"scope" text,
	"id_token" text,
	"session_state" text,
	CONSTRAINT "accounts_provider_provider_account_id_pk" PRIMARY KEY("provider","provider_account_id")
);
--> statement-breakpoint
CREATE TABLE "auth_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_token" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"email_verified" timestamp with time zone,
	"image" text,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification_tokens" (
	"identifier" text NOT NULL,
	"token" text NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_tokens_identifier_token_pk" PRIMARY KEY("identifier","token")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"role" text DEFAULT 'fan' NOT NULL,
	"admin_kind" text,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_creator" boolean DEFAULT false NOT NULL,
	"current_mode" text DEFAULT 'fan' NOT NULL,
	"preferred_locale" text DEFAULT 'en' NOT NULL,
	"first_name" text,
	"last_name" text,
	"avatar_url" text,
	"stripe_customer_id" text,
	"stripe_account_id" text,
	"stripe_charges_enabled" boolean DEFAULT false NOT NULL,
	"stripe_payouts_enabled" boolean DEFAULT false NOT NULL,
	"moncash_verified" boolean DEFAULT false NOT NULL,
	"moncash_phone" text,
	"onboarding_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_stripeCustomerId_unique" UNIQUE("stripe_customer_id"),
	CONSTRAINT "profiles_stripeAccountId_unique" UNIQUE("stripe_account_id"),
	CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('fan','creator','admin')),
	CONSTRAINT "profiles_mode_check" CHECK ("profiles"."current_mode" in ('fan','creator')),
	CONSTRAINT "profiles_locale_check" CHECK ("profiles"."preferred_locale" in ('en','fr','ht')),
	CONSTRAINT "profiles_admin_kind_check" CHECK (("profiles"."role" = 'admin') = ("profiles"."admin_kind" is not null) and ("profiles"."admin_kind" is null or "profiles"."admin_kind" in ('super_admin','operations','content_moderator','finance')))
);
--> statement-breakpoint
CREATE TABLE "creator_preview_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" text NOT NULL,
	"title" text NOT NULL,
	"occasion" text NOT NULL,
	"video_url" text NOT NULL,
	"thumbnail_url" text,
	"duration_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "previews_duration_check" CHECK ("creator_preview_videos"."duration_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "creator_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"handle" text NOT NULL,
	"category" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"avatar_url" text,
	"banner_url" text,
	"video_price_usd_cents" integer NOT NULL,
	"video_price_htg_cents" integer NOT NULL,
	"response_time_hours" integer DEFAULT 24 NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"languages" text[] DEFAULT '{en}'::text[] NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"payment_methods_enabled" text[] DEFAULT '{stripe}'::text[] NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"average_rating" numeric(3, 2),
	"total_videos" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_profiles_category_check" CHECK ("creator_profiles"."category" in ('musician','comedian','actor','singer','djProducer','radioHost','dj')),
	CONSTRAINT "creator_profiles_prices_check" CHECK ("creator_profiles"."video_price_usd_cents" >= 0 and "creator_profiles"."video_price_htg_cents" >= 0),
	CONSTRAINT "creator_profiles_response_check" CHECK ("creator_profiles"."response_time_hours" between 1 and 720),
	CONSTRAINT "creator_profiles_counters_check" CHECK ("creator_profiles"."total_reviews" >= 0 and "creator_profiles"."rating_sum" >= 0 and "creator_profiles"."total_videos" >= 0),
	CONSTRAINT "creator_profiles_handle_check" CHECK ("creator_profiles"."handle" ~ '^[a-z0-9][a-z0-9_.-]{1,39}$')
);
--> statement-breakpoint
CREATE TABLE "creator_subscription_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" text NOT NULL,
	"tier_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_usd_cents" integer NOT NULL,
	"price_htg_cents" integer NOT NULL,
	"billing_period" text DEFAULT 'monthly' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tiers_price_check" CHECK ("creator_subscription_tiers"."price_usd_cents" > 0 and "creator_subscription_tiers"."price_htg_cents" > 0),
	CONSTRAINT "tiers_period_check" CHECK ("creator_subscription_tiers"."billing_period" in ('monthly','yearly'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" text NOT NULL,
	"fan_id" text NOT NULL,
	"video_request_id" uuid,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_videoRequestId_unique" UNIQUE("video_request_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "saved_creators" (
	"user_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_creators_user_id_creator_id_pk" PRIMARY KEY("user_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "call_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fan_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_bookings_duration_check" CHECK ("call_bookings"."duration_minutes" in (5,10,15,30)),
	CONSTRAINT "call_bookings_status_check" CHECK ("call_bookings"."status" in ('pending','confirmed','completed','cancelled')),
	CONSTRAINT "call_bookings_amount_check" CHECK ("call_bookings"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"video_request_id" uuid,
	"subscription_order_id" uuid,
	"provider" text NOT NULL,
	"provider_ref" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending','succeeded','failed','refunded')),
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('stripe','moncash','test')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" >= 0),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" in ('USD','HTG')),
	CONSTRAINT "payments_target_check" CHECK (num_nonnulls("payments"."video_request_id", "payments"."subscription_order_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "subscription_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"tier_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"billing_period" text DEFAULT 'monthly' NOT NULL,
	"fan_name" text NOT NULL,
	"tier_name" text NOT NULL,
	"total_amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"provider" text NOT NULL,
	"stripe_subscription_id" text,
	"stripe_checkout_session_id" text,
	"idempotency_key" text,
	"started_at" timestamp with time zone,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"next_billing_date" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_orders_stripeSubscriptionId_unique" UNIQUE("stripe_subscription_id"),
	CONSTRAINT "subscription_orders_stripeCheckoutSessionId_unique" UNIQUE("stripe_checkout_session_id"),
	CONSTRAINT "subscription_orders_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "subscription_orders_status_check" CHECK ("subscription_orders"."status" in ('pending','active','paused','past_due','cancelled','expired')),
	CONSTRAINT "subscription_orders_amount_check" CHECK ("subscription_orders"."total_amount_cents" >= 0),
	CONSTRAINT "subscription_orders_currency_check" CHECK ("subscription_orders"."currency" in ('USD','HTG'))
);
--> statement-breakpoint
CREATE TABLE "video_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fan_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"request_type" text DEFAULT 'personal' NOT NULL,
	"occasion" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text,
	"from_name" text,
	"relationship" text,
	"pronouns" text,
	"instructions" text NOT NULL,
	"special_details" text,
	"delivery_tier" text DEFAULT 'standard' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"idempotency_key" text,
	"video_url" text,
	"thumbnail_url" text,
	"due_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_requests_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "video_requests_type_check" CHECK ("video_requests"."request_type" in ('personal','gift')),
	CONSTRAINT "video_requests_status_check" CHECK ("video_requests"."status" in ('pending_payment','pending','accepted','in_progress','completed','declined','cancelled','refunded')),
	CONSTRAINT "video_requests_tier_check" CHECK ("video_requests"."delivery_tier" in ('standard','express','rush','scheduled')),
	CONSTRAINT "video_requests_currency_check" CHECK ("video_requests"."currency" in ('USD','HTG')),
	CONSTRAINT "video_requests_amount_check" CHECK ("video_requests"."amount_cents" >= 0),
	CONSTRAINT "video_requests_instructions_check" CHECK (char_length("video_requests"."instructions") between 10 and 500)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"parent_comment_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_content_check" CHECK (char_length(btrim("comments"."content")) between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_likes" (
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "post_views" (
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_views_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"is_preview" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"access_tier_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"content_type" text DEFAULT 'text' NOT NULL,
	"thumbnail_url" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"videos" text[] DEFAULT '{}'::text[] NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('draft','published','archived')),
	CONSTRAINT "posts_type_check" CHECK ("posts"."content_type" in ('image','video','text','live')),
	CONSTRAINT "posts_counters_check" CHECK ("posts"."likes_count" >= 0 and "posts"."comments_count" >= 0 and "posts"."view_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"resource_id" text,
	"details" text DEFAULT '' NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"success" boolean DEFAULT true NOT NULL,
	"severity" text DEFAULT 'low' NOT NULL,
	"category" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_severity_check" CHECK ("audit_logs"."severity" in ('low','medium','high','critical'))
);
--> statement-breakpoint
CREATE TABLE "moderation_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"creator_id" text,
	"reporter_id" text,
	"reasons" text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"severity" text DEFAULT 'low' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_type_check" CHECK ("moderation_reports"."item_type" in ('video','image','text','review')),
	CONSTRAINT "moderation_status_check" CHECK ("moderation_reports"."status" in ('pending','reviewing','approved','rejected','escalated')),
	CONSTRAINT "moderation_severity_check" CHECK ("moderation_reports"."severity" in ('low','medium','high','critical'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_preview_videos" ADD CONSTRAINT "creator_preview_videos_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_subscription_tiers" ADD CONSTRAINT "creator_subscription_tiers_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_creators" ADD CONSTRAINT "saved_creators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_creators" ADD CONSTRAINT "saved_creators_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_bookings" ADD CONSTRAINT "call_bookings_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_bookings" ADD CONSTRAINT "call_bookings_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_video_request_id_video_requests_id_fk" FOREIGN KEY ("video_request_id") REFERENCES "public"."video_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_order_id_subscription_orders_id_fk" FOREIGN KEY ("subscription_order_id") REFERENCES "public"."subscription_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_orders" ADD CONSTRAINT "subscription_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_orders" ADD CONSTRAINT "subscription_orders_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_orders" ADD CONSTRAINT "subscription_orders_tier_id_creator_subscription_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."creator_subscription_tiers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_requests" ADD CONSTRAINT "video_requests_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_requests" ADD CONSTRAINT "video_requests_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_comment_id_comments_id_fk" FOREIGN KEY ("parent_comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_views" ADD CONSTRAINT "post_views_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_views" ADD CONSTRAINT "post_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_index" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_emails_created_at_index" ON "outbox_emails" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_role_index" ON "profiles" USING btree ("role");--> statement-breakpoint
CREATE INDEX "creator_preview_videos_creator_id_created_at_index" ON "creator_preview_videos" USING btree ("creator_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "creator_profiles_handle_unique" ON "creator_profiles" USING btree (lower("handle"));--> statement-breakpoint
CREATE INDEX "creator_profiles_category_index" ON "creator_profiles" USING btree ("category");--> statement-breakpoint
CREATE INDEX "creator_profiles_total_reviews_user_id_index" ON "creator_profiles" USING btree ("total_reviews" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "creator_profiles_video_price_usd_cents_user_id_index" ON "creator_profiles" USING btree ("video_price_usd_cents","user_id");--> statement-breakpoint
CREATE INDEX "creator_profiles_average_rating_user_id_index" ON "creator_profiles" USING btree ("average_rating" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "creator_profiles_created_at_user_id_index" ON "creator_profiles" USING btree ("created_at" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "creator_subscription_tiers_creator_id_is_active_price_usd_cents_index" ON "creator_subscription_tiers" USING btree ("creator_id","is_active","price_usd_cents");--> statement-breakpoint
CREATE INDEX "reviews_creator_id_created_at_index" ON "reviews" USING btree ("creator_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_fan_id_index" ON "reviews" USING btree ("fan_id");--> statement-breakpoint
CREATE INDEX "saved_creators_creator_id_index" ON "saved_creators" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "call_bookings_fan_id_scheduled_at_index" ON "call_bookings" USING btree ("fan_id","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "call_bookings_creator_slot_unique" ON "call_bookings" USING btree ("creator_id","scheduled_at") WHERE "call_bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "payments_user_id_created_at_index" ON "payments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_video_request_id_index" ON "payments" USING btree ("video_request_id");--> statement-breakpoint
CREATE INDEX "payments_subscription_order_id_index" ON "payments" USING btree ("subscription_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_unique" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "subscription_orders_user_id_status_index" ON "subscription_orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "subscription_orders_creator_id_status_index" ON "subscription_orders" USING btree ("creator_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_orders_one_live_per_tier" ON "subscription_orders" USING btree ("user_id","creator_id") WHERE "subscription_orders"."status" in ('active','paused','past_due');--> statement-breakpoint
CREATE INDEX "video_requests_fan_id_created_at_index" ON "video_requests" USING btree ("fan_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "video_requests_creator_id_status_created_at_index" ON "video_requests" USING btree ("creator_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_unique" ON "webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "comments_post_id_parent_comment_id_created_at_index" ON "comments" USING btree ("post_id","parent_comment_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_parent_comment_id_index" ON "comments" USING btree ("parent_comment_id");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_index" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_id_index" ON "notifications" USING btree ("user_id") WHERE not "notifications"."is_read";--> statement-breakpoint
CREATE INDEX "post_likes_user_id_index" ON "post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "posts_creator_id_status_created_at_index" ON "posts" USING btree ("creator_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_status_content_type_created_at_index" ON "posts" USING btree ("status","content_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_created_at_index" ON "audit_logs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_actor_id_created_at_index" ON "audit_logs" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_category_created_at_index" ON "audit_logs" USING btree ("category","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_reports_status_created_at_index" ON "moderation_reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_reports_item_type_item_id_index" ON "moderation_reports" USING btree ("item_type","item_id");