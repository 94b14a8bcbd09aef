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
ALTER TABLE "bank_payout_failures" ADD CONSTRAINT "bank_payout_failures_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_payout_failures_created_at_index" ON "bank_payout_failures" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bank_payout_failures_creator_id_created_at_index" ON "bank_payout_failures" USING btree ("creator_id","created_at" DESC NULLS LAST);