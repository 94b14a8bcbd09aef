CREATE TABLE "test_provider_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"method" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"failure_code" text,
	"card_last4" text,
	"redirect_token" text,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_payments_status_check" CHECK ("test_provider_payments"."status" in ('pending','requires_action','held','captured','cancelled','failed')),
	CONSTRAINT "test_provider_payments_amounts_check" CHECK ("test_provider_payments"."captured_cents" between 0 and "test_provider_payments"."amount_cents" and "test_provider_payments"."refunded_cents" between 0 and "test_provider_payments"."captured_cents")
);
--> statement-breakpoint
CREATE TABLE "test_provider_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_provider_refunds" ADD CONSTRAINT "test_provider_refunds_provider_payment_id_test_provider_payments_id_fk" FOREIGN KEY ("provider_payment_id") REFERENCES "public"."test_provider_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_provider_payments_key_unique" ON "test_provider_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "test_provider_payments_token_unique" ON "test_provider_payments" USING btree ("redirect_token");--> statement-breakpoint
CREATE UNIQUE INDEX "test_provider_payments_transaction_unique" ON "test_provider_payments" USING btree ("transaction_id");