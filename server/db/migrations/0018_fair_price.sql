CREATE TABLE "area_price_levels" (
	"area_id" integer NOT NULL,
	"deal_category" text NOT NULL,
	"basis" text NOT NULL,
	"median_price_per_sqm_fils" bigint NOT NULL,
	"deals" integer NOT NULL,
	"window_from" date NOT NULL,
	"window_to" date NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "area_price_levels_area_id_deal_category_basis_pk" PRIMARY KEY("area_id","deal_category","basis")
);
--> statement-breakpoint
ALTER TABLE "property_categories" ADD COLUMN "deal_category" text;--> statement-breakpoint
ALTER TABLE "property_types" ADD COLUMN "deal_basis" text;--> statement-breakpoint
ALTER TABLE "area_price_levels" ADD CONSTRAINT "area_price_levels_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;