CREATE TABLE "creator_daily_stats" (
	"creator_id" text NOT NULL,
	"day" date NOT NULL,
	"earnings_usd_cents" bigint DEFAULT 0 NOT NULL,
	"earnings_htg_cents" bigint DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"response_hours" numeric(14, 4) DEFAULT '0' NOT NULL,
	"response_count" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"ended" integer DEFAULT 0 NOT NULL,
	"view_blocks" integer[] DEFAULT '{0,0,0,0}' NOT NULL,
	CONSTRAINT "creator_daily_stats_creator_id_day_pk" PRIMARY KEY("creator_id","day")
);
--> statement-breakpoint
CREATE TABLE "test_clock" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"offset_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "test_clock_single_row" CHECK ("test_clock"."id"),
	CONSTRAINT "test_clock_forward_only" CHECK ("test_clock"."offset_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_status_check";--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creator_daily_stats" ADD CONSTRAINT "creator_daily_stats_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_daily_stats_day_index" ON "creator_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE INDEX "reviews_created_at_index" ON "reviews" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "video_requests_created_at_index" ON "video_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "video_requests_ended_at_index" ON "video_requests" USING btree (coalesce("completed_at", "updated_at"));--> statement-breakpoint
CREATE INDEX "post_views_created_at_index" ON "post_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_at_index" ON "ledger_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payouts_provider_ref_index" ON "payouts" USING btree ("provider_ref") WHERE "payouts"."provider_ref" is not null;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('hold','hold_released','capture','refund','refund_owed','refund_settled','payout_started','payout_paid','payout_failed','payout_reversed'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('in_payout','paid','failed','reversed'));