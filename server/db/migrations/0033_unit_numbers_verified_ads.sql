CREATE TABLE "ad_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ad_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"unit_number" text NOT NULL,
	"plate_photo_id" integer NOT NULL,
	"right_document_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewer_id" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "unit_number" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "availability_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_verifications" ADD CONSTRAINT "ad_verifications_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_verifications" ADD CONSTRAINT "ad_verifications_requester_id_members_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_verifications" ADD CONSTRAINT "ad_verifications_plate_photo_id_uploads_id_fk" FOREIGN KEY ("plate_photo_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_verifications" ADD CONSTRAINT "ad_verifications_right_document_id_uploads_id_fk" FOREIGN KEY ("right_document_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_verifications" ADD CONSTRAINT "ad_verifications_reviewer_id_members_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_verifications_pending_ad_idx" ON "ad_verifications" USING btree ("ad_id") WHERE "ad_verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "ad_verifications_queue_idx" ON "ad_verifications" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "ad_verifications_ad_idx" ON "ad_verifications" USING btree ("ad_id","requested_at");--> statement-breakpoint
CREATE INDEX "ads_live_unit_idx" ON "ads" USING btree ("unit_number","deal_type_id") WHERE "ads"."status" = 1 and "ads"."unit_number" is not null;--> statement-breakpoint
CREATE INDEX "ads_live_verified_idx" ON "ads" USING btree ("published_at" desc nulls last,"id" desc,"expires_at") WHERE "ads"."status" = 1 and "ads"."verified_at" is not null;