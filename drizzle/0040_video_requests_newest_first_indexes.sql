DROP INDEX "video_requests_fan_id_created_at_index";--> statement-breakpoint
DROP INDEX "video_requests_creator_id_status_created_at_index";--> statement-breakpoint
CREATE INDEX "video_requests_fan_id_created_at_id_index" ON "video_requests" USING btree ("fan_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "video_requests_creator_id_status_created_at_index" ON "video_requests" USING btree ("creator_id","status","created_at" DESC NULLS FIRST);