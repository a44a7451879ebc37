ALTER TABLE "deals" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_reviewed_by_members_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_member_review_idx" ON "deals" USING btree ("status","created_at") WHERE "deals"."source" = 'member';