CREATE TABLE "areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"governorate_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	"kind" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"show_in_filter" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "areas_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"is_islamic" boolean NOT NULL,
	"is_partner" boolean DEFAULT false NOT NULL,
	"website" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "banks_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"key" text PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"body_ar" text NOT NULL,
	"body_en" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disclaimers" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"body_ar" text NOT NULL,
	"body_en" text NOT NULL,
	CONSTRAINT "disclaimers_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" integer PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"question_ar" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_ar" text NOT NULL,
	"answer_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "governorates" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "governorates_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "header_sections" (
	"id" integer PRIMARY KEY NOT NULL,
	"group" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"href" text NOT NULL,
	"icon" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"deal_type_ids" smallint[] NOT NULL,
	"show_in_filter" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "property_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"show_in_filter" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "registration_reasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_configs" (
	"id" integer PRIMARY KEY NOT NULL,
	"screen" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"desc_ar" text NOT NULL,
	"desc_en" text NOT NULL,
	"keywords_ar" text NOT NULL,
	"keywords_en" text NOT NULL,
	"og_title_ar" text NOT NULL,
	"og_title_en" text NOT NULL,
	"og_description_ar" text NOT NULL,
	"og_description_en" text NOT NULL,
	"og_type" text DEFAULT 'website' NOT NULL,
	"og_url" text NOT NULL,
	"og_image_ar" text NOT NULL,
	"og_image_en" text NOT NULL,
	"twitter_card" text DEFAULT 'summary_large_image' NOT NULL,
	"twitter_site" text NOT NULL,
	"twitter_title_ar" text NOT NULL,
	"twitter_title_en" text NOT NULL,
	"twitter_description_ar" text NOT NULL,
	"twitter_description_en" text NOT NULL,
	"twitter_image_ar" text NOT NULL,
	"twitter_image_en" text NOT NULL,
	"canonical_url" text NOT NULL,
	"schema_data" jsonb,
	"sitemap_priority" double precision DEFAULT 0.5 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"visitor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_governorate_id_governorates_id_fk" FOREIGN KEY ("governorate_id") REFERENCES "public"."governorates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_types" ADD CONSTRAINT "property_types_category_id_property_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."property_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_governorate_idx" ON "areas" USING btree ("governorate_id");--> statement-breakpoint
CREATE INDEX "areas_kind_idx" ON "areas" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "property_types_category_idx" ON "property_types" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_configs_screen_idx" ON "seo_configs" USING btree ("screen");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "dev_outbox_recipient_idx" ON "dev_outbox" USING btree ("recipient","id");