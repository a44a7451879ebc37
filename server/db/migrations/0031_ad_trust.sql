CREATE TABLE "ad_availability" (
	"ad_id" integer PRIMARY KEY NOT NULL,
	"confirmed_at" timestamp with time zone,
	"asked_at" timestamp with time zone,
	"off_market_at" timestamp with time zone,
	"off_market_reason" text,
	"held_at" timestamp with time zone,
	"unconfirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ad_offer_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_offer_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ad_id" integer,
	"owner_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"property_type_id" integer NOT NULL,
	"size_sqm" double precision NOT NULL,
	"bedrooms" smallint,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"on_offer_since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_price_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ad_id" integer NOT NULL,
	"previous_fils" bigint,
	"price_fils" bigint,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ad_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"reporter_key" text NOT NULL,
	"address_key" text NOT NULL,
	"member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"decision" text,
	"resolved_by" integer
);
--> statement-breakpoint
CREATE TABLE "trust_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL,
	"unit" text NOT NULL,
	"source" text NOT NULL,
	"effective_date" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_availability" ADD CONSTRAINT "ad_availability_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_offer_periods" ADD CONSTRAINT "ad_offer_periods_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_offer_periods" ADD CONSTRAINT "ad_offer_periods_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_offer_periods" ADD CONSTRAINT "ad_offer_periods_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_offer_periods" ADD CONSTRAINT "ad_offer_periods_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_price_changes" ADD CONSTRAINT "ad_price_changes_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_resolved_by_members_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_availability_confirmed_idx" ON "ad_availability" USING btree ("confirmed_at");--> statement-breakpoint
CREATE INDEX "ad_offer_periods_ad_idx" ON "ad_offer_periods" USING btree ("ad_id","started_at");--> statement-breakpoint
CREATE INDEX "ad_offer_periods_unit_idx" ON "ad_offer_periods" USING btree ("owner_id","area_id","property_type_id");--> statement-breakpoint
CREATE INDEX "ad_price_changes_ad_idx" ON "ad_price_changes" USING btree ("ad_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_reports_reporter_idx" ON "ad_reports" USING btree ("ad_id","reporter_key");--> statement-breakpoint
CREATE INDEX "ad_reports_open_idx" ON "ad_reports" USING btree ("ad_id","reason") WHERE "ad_reports"."resolved_at" is null;