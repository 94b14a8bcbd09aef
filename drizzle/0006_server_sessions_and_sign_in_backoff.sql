CREATE TABLE "sign_in_backoff" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_rate_limits" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_backoff_expires_at_index" ON "sign_in_backoff" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "auth_rate_limits_expires_at_index" ON "auth_rate_limits" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");