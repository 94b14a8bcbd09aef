CREATE TABLE "test_provider_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"outcome" text NOT NULL,
	"saved" boolean DEFAULT false NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_cards_outcome_check" CHECK ("test_provider_cards"."outcome" in ('succeeds','declined','requiresConfirmation')),
	CONSTRAINT "test_provider_cards_last4_check" CHECK ("test_provider_cards"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "test_provider_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_customers_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"customer_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_user_id_provider_pk" PRIMARY KEY("user_id","provider"),
	CONSTRAINT "payment_customers_provider_check" CHECK ("payment_customers"."provider" in ('stripe','moncash','test'))
);
--> statement-breakpoint
ALTER TABLE "test_provider_payments" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "test_provider_payments" ADD COLUMN "card_id" text;--> statement-breakpoint
ALTER TABLE "test_provider_cards" ADD CONSTRAINT "test_provider_cards_customer_id_test_provider_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."test_provider_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_provider_cards_card_unique" ON "test_provider_cards" USING btree ("customer_id","brand","last4","exp_month","exp_year");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_ref_unique" ON "payment_customers" USING btree ("provider","customer_ref");--> statement-breakpoint
ALTER TABLE "test_provider_payments" ADD CONSTRAINT "test_provider_payments_customer_id_test_provider_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."test_provider_customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_provider_payments" ADD CONSTRAINT "test_provider_payments_card_id_test_provider_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."test_provider_cards"("id") ON DELETE restrict ON UPDATE no action;