-- Edited by hand: existing requests were priced without fees, so their whole amount is the base price.
ALTER TABLE "video_requests" ADD COLUMN "base_price_cents" integer;--> statement-breakpoint
UPDATE "video_requests" SET "base_price_cents" = "amount_cents";--> statement-breakpoint
ALTER TABLE "video_requests" ALTER COLUMN "base_price_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "delivery_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "service_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "promo_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "video_requests" ADD CONSTRAINT "video_requests_quote_check" CHECK ("video_requests"."base_price_cents" >= 0 and "video_requests"."delivery_fee_cents" >= 0 and "video_requests"."service_fee_cents" >= 0 and "video_requests"."promo_discount_cents" >= 0
        and "video_requests"."amount_cents" = "video_requests"."base_price_cents" + "video_requests"."delivery_fee_cents" + "video_requests"."service_fee_cents" - "video_requests"."promo_discount_cents");