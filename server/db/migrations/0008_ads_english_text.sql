ALTER TABLE "ads" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "description_en" text;