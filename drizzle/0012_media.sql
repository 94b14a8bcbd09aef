CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"video_request_id" uuid,
	"parent_id" uuid,
	"mime_type" text,
	"size_bytes" integer NOT NULL,
	"received_bytes" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer,
	"width" integer,
	"height" integer,
	"status" text DEFAULT 'uploading' NOT NULL,
	"storage_key" text NOT NULL,
	"renditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_kind_check" CHECK ("media"."kind" in ('video','thumbnail','avatar','banner')),
	CONSTRAINT "media_status_check" CHECK ("media"."status" in ('uploading','processing','ready','failed')),
	CONSTRAINT "media_mime_check" CHECK ("media"."mime_type" is null or "media"."mime_type" in ('video/webm','video/mp4','video/quicktime','image/jpeg','image/png','image/webp')),
	CONSTRAINT "media_size_check" CHECK ("media"."size_bytes" > 0 and "media"."received_bytes" between 0 and "media"."size_bytes")
);
--> statement-breakpoint
CREATE TABLE "media_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "media_share_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_video_request_id_video_requests_id_fk" FOREIGN KEY ("video_request_id") REFERENCES "public"."video_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_parent_id_media_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_share_links" ADD CONSTRAINT "media_share_links_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_share_links" ADD CONSTRAINT "media_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_owner_id_created_at_index" ON "media" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_video_request_id_index" ON "media" USING btree ("video_request_id");--> statement-breakpoint
CREATE INDEX "media_parent_id_index" ON "media" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "media_share_links_media_id_index" ON "media_share_links" USING btree ("media_id");