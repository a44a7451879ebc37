ALTER TABLE "news_articles" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "unpublished_at" timestamp with time zone;