ALTER TABLE "video_requests" DROP CONSTRAINT "video_requests_status_check";--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "delivered_media_id" uuid;--> statement-breakpoint
ALTER TABLE "video_requests" ADD CONSTRAINT "video_requests_delivered_media_id_media_id_fk" FOREIGN KEY ("delivered_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_requests" ADD CONSTRAINT "video_requests_status_check" CHECK ("video_requests"."status" in ('pending_payment','pending','accepted','in_progress','completed','declined','cancelled','expired','refunded'));--> statement-breakpoint
-- Until now an expired request ended `refunded` (no other move led there): it is `expired` from here on.
UPDATE "video_requests" SET "status" = 'expired' WHERE "status" = 'refunded';--> statement-breakpoint
-- Requests delivered before the column existed: their newest uploaded video.
UPDATE "video_requests" r SET "delivered_media_id" = (
  SELECT m."id" FROM "media" m
  WHERE m."video_request_id" = r."id" AND m."kind" = 'video' AND m."parent_id" IS NULL AND m."status" <> 'uploading'
  ORDER BY m."created_at" DESC LIMIT 1
) WHERE r."status" = 'completed' AND r."delivered_media_id" IS NULL;
