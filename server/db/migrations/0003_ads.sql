CREATE TABLE "ad_media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ad_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer,
	"height" integer,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_views" (
	"ad_id" integer NOT NULL,
	"visitor_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "ad_views_ad_id_visitor_id_day_pk" PRIMARY KEY("ad_id","visitor_id","day")
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"deal_type_id" smallint NOT NULL,
	"category_id" integer NOT NULL,
	"property_type_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"size_sqm" double precision NOT NULL,
	"price_fils" bigint,
	"bedrooms" smallint,
	"bathrooms" smallint,
	"floors" smallint,
	"parcel_number" text,
	"latitude" double precision,
	"longitude" double precision,
	"contact_phone" text,
	"ad_type" text DEFAULT 'regular' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"phone_reveals_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"member_id" integer NOT NULL,
	"ad_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_member_id_ad_id_pk" PRIMARY KEY("member_id","ad_id")
);
--> statement-breakpoint
ALTER TABLE "ad_media" ADD CONSTRAINT "ad_media_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_views" ADD CONSTRAINT "ad_views_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_category_id_property_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."property_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_media_ad_idx" ON "ad_media" USING btree ("ad_id","sort");--> statement-breakpoint
CREATE INDEX "ads_listing_idx" ON "ads" USING btree ("status","deal_type_id","area_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_listing_price_idx" ON "ads" USING btree ("status","deal_type_id","price_fils");--> statement-breakpoint
CREATE INDEX "ads_owner_idx" ON "ads" USING btree ("owner_id","status");--> statement-breakpoint
CREATE INDEX "ads_search_trgm_idx" ON "ads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "favourites_ad_idx" ON "favourites" USING btree ("ad_id");