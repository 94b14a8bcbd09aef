ALTER TABLE "outbox_emails" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "gift_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "gift_sent_to" text;