ALTER TABLE "payment_refunds" ADD COLUMN "requested_by" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_requested_by_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;