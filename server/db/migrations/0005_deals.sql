CREATE TABLE "deals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recorded_on" date NOT NULL,
	"area_id" integer NOT NULL,
	"governorate_id" integer NOT NULL,
	"block" text,
	"category" text NOT NULL,
	"property_kind" text NOT NULL,
	"size_sqm" double precision NOT NULL,
	"total_value_fils" bigint NOT NULL,
	"price_per_sqm_fils" bigint NOT NULL,
	"sale_percentage" double precision DEFAULT 100 NOT NULL,
	"supply_ratio" smallint,
	"notes" text,
	"source" text DEFAULT 'moj' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"submitted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_governorate_id_governorates_id_fk" FOREIGN KEY ("governorate_id") REFERENCES "public"."governorates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_submitted_by_members_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_recorded_idx" ON "deals" USING btree ("status","recorded_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_area_idx" ON "deals" USING btree ("status","area_id","category","recorded_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_category_idx" ON "deals" USING btree ("status","category","recorded_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_governorate_idx" ON "deals" USING btree ("status","governorate_id","recorded_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_submitted_idx" ON "deals" USING btree ("submitted_by") WHERE "deals"."submitted_by" is not null;