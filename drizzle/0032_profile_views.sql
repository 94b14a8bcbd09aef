CREATE TABLE "profile_views" (
	"creator_id" text NOT NULL,
	"viewer_key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_views_creator_id_viewer_key_window_start_pk" PRIMARY KEY("creator_id","viewer_key","window_start")
);
--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_views_created_at_index" ON "profile_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "profile_views_creator_id_created_at_index" ON "profile_views" USING btree ("creator_id","created_at");