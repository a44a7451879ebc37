ALTER TABLE "members" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "owner_suspended_at" timestamp with time zone;