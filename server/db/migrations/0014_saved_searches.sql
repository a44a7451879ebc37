CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"deal_type_id" smallint,
	"category_id" integer,
	"property_type_id" integer,
	"area_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"price_min_fils" bigint,
	"price_max_fils" bigint,
	"size_min" double precision,
	"size_max" double precision,
	"bedrooms" smallint,
	"bathrooms" smallint,
	"q" text,
	"q_terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filters_key" text NOT NULL,
	"link" text NOT NULL,
	"frequency" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"watermark" timestamp with time zone DEFAULT now() NOT NULL,
	"last_alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_member_filters_idx" ON "saved_searches" USING btree ("member_id","filters_key");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("frequency","watermark") WHERE not "saved_searches"."paused";