CREATE TABLE "deal_import_rows" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"occurrence" integer NOT NULL,
	"recorded_on" date NOT NULL,
	"area_id" integer NOT NULL,
	"governorate_id" integer NOT NULL,
	"block" text,
	"category" text NOT NULL,
	"property_kind" text NOT NULL,
	"size_sqm" double precision NOT NULL,
	"total_value_fils" bigint NOT NULL,
	"price_per_sqm_fils" bigint NOT NULL,
	"sale_percentage" double precision NOT NULL,
	"supply_ratio" smallint
);
--> statement-breakpoint
CREATE TABLE "deal_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'checked' NOT NULL,
	"total_rows" integer NOT NULL,
	"accepted_rows" integer NOT NULL,
	"duplicate_rows" integer NOT NULL,
	"refused_rows" integer NOT NULL,
	"refusals" jsonb NOT NULL,
	"first_day" date,
	"last_day" date,
	"checked_by" integer,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_by" integer,
	"committed_at" timestamp with time zone,
	"added_rows" integer
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "deal_import_rows" ADD CONSTRAINT "deal_import_rows_import_id_deal_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."deal_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_import_rows" ADD CONSTRAINT "deal_import_rows_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_import_rows" ADD CONSTRAINT "deal_import_rows_governorate_id_governorates_id_fk" FOREIGN KEY ("governorate_id") REFERENCES "public"."governorates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_imports" ADD CONSTRAINT "deal_imports_checked_by_members_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_imports" ADD CONSTRAINT "deal_imports_committed_by_members_id_fk" FOREIGN KEY ("committed_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_import_rows_import_idx" ON "deal_import_rows" USING btree ("import_id","line");--> statement-breakpoint
CREATE INDEX "deal_imports_sha_idx" ON "deal_imports" USING btree ("file_sha256");--> statement-breakpoint
CREATE INDEX "deal_imports_checked_idx" ON "deal_imports" USING btree ("checked_at");--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_import_id_deal_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."deal_imports"("id") ON DELETE set null ON UPDATE no action;