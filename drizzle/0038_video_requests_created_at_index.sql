DROP INDEX "video_requests_created_at_index";--> statement-breakpoint
DROP INDEX "video_requests_created_at_id_index";--> statement-breakpoint
CREATE INDEX "video_requests_created_at_id_index" ON "video_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);