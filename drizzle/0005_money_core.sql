CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"htg_per_usd" numeric(12, 4) NOT NULL,
	"source" text NOT NULL,
	"set_by" text,
	"effective_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_positive_check" CHECK ("exchange_rates"."htg_per_usd" > 0),
	CONSTRAINT "exchange_rates_source_check" CHECK ("exchange_rates"."source" in ('admin','env','seed'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account" text NOT NULL,
	"creator_id" text,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" in ('customer','holds','creator_earnings','platform_commission','platform_service_fee','platform_payment_fee','platform_promo','refunds','refunds_owed')),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_cents" <> 0),
	CONSTRAINT "ledger_entries_creator_check" CHECK (("ledger_entries"."account" = 'creator_earnings') = ("ledger_entries"."creator_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"currency" text NOT NULL,
	"fx_rate" numeric(12, 4),
	"payment_id" uuid,
	"video_request_id" uuid,
	"subscription_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('hold','hold_released','capture','refund','refund_owed','refund_settled')),
	CONSTRAINT "ledger_transactions_currency_check" CHECK ("ledger_transactions"."currency" in ('USD','HTG'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fx_rate" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "params_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "base_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "delivery_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "service_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "payment_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "fx_rate" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_video_request_id_video_requests_id_fk" FOREIGN KEY ("video_request_id") REFERENCES "public"."video_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_subscription_order_id_subscription_orders_id_fk" FOREIGN KEY ("subscription_order_id") REFERENCES "public"."subscription_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Charges recorded before the money core were captured test payments; their quote was the base price.
UPDATE "payments" SET "status" = 'captured', "captured_cents" = "amount_cents" WHERE "status" = 'succeeded';--> statement-breakpoint
UPDATE "payments" SET "status" = 'pending' WHERE "status" not in ('pending','failed','refunded','captured');--> statement-breakpoint
UPDATE "payments" SET "captured_cents" = "amount_cents", "refunded_cents" = "amount_cents" WHERE "status" = 'refunded';--> statement-breakpoint
UPDATE "video_requests" SET "base_price_cents" = "amount_cents";--> statement-breakpoint
CREATE INDEX "exchange_rates_effective_at_index" ON "exchange_rates" USING btree ("effective_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_id_index" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_currency_index" ON "ledger_entries" USING btree ("account","currency");--> statement-breakpoint
CREATE INDEX "ledger_entries_creator_id_currency_index" ON "ledger_entries" USING btree ("creator_id","currency") WHERE "ledger_entries"."creator_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_transactions_payment_id_index" ON "ledger_transactions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_open_by_provider" ON "payments" USING btree ("provider","created_at") WHERE "payments"."status" in ('pending','requires_action');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('card','moncash'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_captured_check" CHECK ("payments"."captured_cents" between 0 and "payments"."amount_cents" and "payments"."refunded_cents" between 0 and "payments"."captured_cents");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending','requires_action','held','captured','cancelled','failed','partially_refunded','refunded','refund_owed'));--> statement-breakpoint
ALTER TABLE "video_requests" ADD CONSTRAINT "video_requests_breakdown_check" CHECK ("video_requests"."amount_cents" = "video_requests"."base_price_cents" + "video_requests"."delivery_fee_cents" + "video_requests"."service_fee_cents" + "video_requests"."payment_fee_cents" - "video_requests"."discount_cents"
        and least("video_requests"."base_price_cents", "video_requests"."delivery_fee_cents", "video_requests"."service_fee_cents", "video_requests"."payment_fee_cents", "video_requests"."discount_cents") >= 0);--> statement-breakpoint
-- Double entry, enforced by the database: at commit, every ledger transaction's entries sum to zero in its
-- currency. A deferred constraint trigger lets one transaction insert its entries one by one.
CREATE FUNCTION "ledger_transaction_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced uuid;
BEGIN
  SELECT t.id INTO unbalanced
  FROM "ledger_transactions" t
  LEFT JOIN "ledger_entries" e ON e.transaction_id = t.id
  WHERE t.id = NEW.transaction_id
  GROUP BY t.id, t.currency
  HAVING coalesce(sum(e.amount_cents), 0) <> 0 OR bool_or(e.currency <> t.currency);
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', unbalanced USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balance" AFTER INSERT OR UPDATE ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_transaction_balances"();
