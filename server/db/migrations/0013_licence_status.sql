ALTER TABLE "members" ADD COLUMN "licence_status" text;--> statement-breakpoint
CREATE INDEX "notification_deliveries_untried_idx" ON "notification_deliveries" USING btree ("created_at") WHERE "notification_deliveries"."sent_at" is null and "notification_deliveries"."attempts" = 0;--> statement-breakpoint
UPDATE "members" SET "licence_status" = 'verified' WHERE "account_type" = 2 AND "broker_type" = 'licensed';
