CREATE TABLE "auction_organizers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auction_organizers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"about_ar" text DEFAULT '' NOT NULL,
	"about_en" text DEFAULT '' NOT NULL,
	"phone" text,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_organizers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "auction_properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auction_properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"auction_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"property_kind" text NOT NULL,
	"address_ar" text NOT NULL,
	"address_en" text NOT NULL,
	"paci_number" text NOT NULL,
	"plot_number" text NOT NULL,
	"size_sqm" double precision NOT NULL,
	"condition_ar" text NOT NULL,
	"condition_en" text NOT NULL,
	"starting_price_fils" bigint NOT NULL,
	"increase_fils" bigint NOT NULL,
	"final_price_fils" bigint,
	"status" text DEFAULT 'offered' NOT NULL,
	"file_key" text,
	"latitude" double precision,
	"longitude" double precision,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auctions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organizer_id" integer NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"venue_ar" text NOT NULL,
	"venue_en" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_ar" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_ar" text NOT NULL,
	"body_en" text NOT NULL,
	"cover_key" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "auction_properties" ADD CONSTRAINT "auction_properties_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_properties" ADD CONSTRAINT "auction_properties_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_organizer_id_auction_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."auction_organizers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_properties_auction_idx" ON "auction_properties" USING btree ("auction_id","sort");--> statement-breakpoint
CREATE INDEX "auction_properties_paci_idx" ON "auction_properties" USING btree ("paci_number");--> statement-breakpoint
CREATE INDEX "auction_properties_area_idx" ON "auction_properties" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "auction_properties_file_idx" ON "auction_properties" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "auctions_starts_idx" ON "auctions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "auctions_organizer_idx" ON "auctions" USING btree ("organizer_id","starts_at");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news_articles" USING btree ("is_published","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_cover_idx" ON "news_articles" USING btree ("cover_key");