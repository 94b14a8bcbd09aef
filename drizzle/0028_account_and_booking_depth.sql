ALTER TABLE "profiles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "custom_occasion" text;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "age" integer;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "anniversary_years" integer;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "template_used" text;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "template_variation" integer;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "gift_method" text;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "gift_message" text;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "recipient_phone" text;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "hide_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "video_requests" ADD CONSTRAINT "video_requests_gift_method_check" CHECK ("video_requests"."gift_method" is null or "video_requests"."gift_method" in ('email','sms','surprise','download'));--> statement-breakpoint
ALTER TABLE "video_requests" ADD CONSTRAINT "video_requests_gift_message_check" CHECK (char_length("video_requests"."gift_message") <= 200);