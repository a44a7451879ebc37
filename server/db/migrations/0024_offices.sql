CREATE TABLE "member_roles" (
	"member_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_roles_member_id_role_pk" PRIMARY KEY("member_id","role")
);
--> statement-breakpoint
CREATE TABLE "office_areas" (
	"member_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	CONSTRAINT "office_areas_member_id_area_id_pk" PRIMARY KEY("member_id","area_id")
);
--> statement-breakpoint
CREATE TABLE "office_sectors" (
	"member_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	CONSTRAINT "office_sectors_member_id_sector_id_pk" PRIMARY KEY("member_id","sector_id")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "licence_document_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "licence_review_reason" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "licence_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "office_status" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "allow_marketeer_broker_ads" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "instagram" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "facebook" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "twitter" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "stamp_key" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "opens_at" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "closes_at" text DEFAULT '17:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "phone_reveals_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_roles" ADD CONSTRAINT "member_roles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_areas" ADD CONSTRAINT "office_areas_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_areas" ADD CONSTRAINT "office_areas_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_sectors" ADD CONSTRAINT "office_sectors_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_sectors" ADD CONSTRAINT "office_sectors_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "office_areas_area_idx" ON "office_areas" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "office_sectors_sector_idx" ON "office_sectors" USING btree ("sector_id");--> statement-breakpoint
-- Marketeers who joined before offices accepted them keep their place.
UPDATE "members" SET "office_status" = 'accepted' WHERE "broker_type" = 'marketeer' AND "office_id" IS NOT NULL;
