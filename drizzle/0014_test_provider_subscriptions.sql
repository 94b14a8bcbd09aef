CREATE TABLE "test_provider_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_session_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"subscription_order_id" text NOT NULL,
	"tier_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"billing_period" text NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"invoices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_subscriptions_status_check" CHECK ("test_provider_subscriptions"."status" in ('incomplete','active','past_due','paused','canceled')),
	CONSTRAINT "test_provider_subscriptions_amount_check" CHECK ("test_provider_subscriptions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "test_provider_subscriptions_key_unique" ON "test_provider_subscriptions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "test_provider_subscriptions_session_unique" ON "test_provider_subscriptions" USING btree ("checkout_session_id");