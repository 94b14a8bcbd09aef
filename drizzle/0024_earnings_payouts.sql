CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"sent_currency" text NOT NULL,
	"sent_amount_cents" integer NOT NULL,
	"fx_rate" numeric(12, 4),
	"status" text DEFAULT 'in_payout' NOT NULL,
	"idempotency_key" text NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"provider_ref" text,
	"failure_message" text,
	"paid_by" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" > 0 and "payouts"."sent_amount_cents" > 0),
	CONSTRAINT "payouts_method_check" CHECK ("payouts"."method" in ('stripe','moncash')),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('in_payout','paid','failed')),
	CONSTRAINT "payouts_currency_check" CHECK ("payouts"."currency" in ('USD','HTG') and "payouts"."sent_currency" in ('USD','HTG'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_creator_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_creator_id_created_at_index" ON "payouts" USING btree ("creator_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_status_method_created_at_index" ON "payouts" USING btree ("status","method","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_open" ON "payouts" USING btree ("creator_id","currency") WHERE "payouts"."status" = 'in_payout';--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transactions_payout_id_index" ON "ledger_transactions" USING btree ("payout_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" in ('customer','holds','creator_earnings','platform_commission','platform_service_fee','platform_payment_fee','platform_promo','refunds','refunds_owed','payouts_in_transit','payouts_paid'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_creator_check" CHECK (("ledger_entries"."account" in ('creator_earnings','payouts_in_transit','payouts_paid')) = ("ledger_entries"."creator_id" is not null));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('hold','hold_released','capture','refund','refund_owed','refund_settled','payout_started','payout_paid','payout_failed'));