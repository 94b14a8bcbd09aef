ALTER TABLE "posts" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_body_check" CHECK (char_length("posts"."body") <= 20000);