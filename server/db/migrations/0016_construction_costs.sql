CREATE TABLE "bank_rates" (
	"id" integer PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"product" text NOT NULL,
	"kind" text NOT NULL,
	"rate_bps" integer NOT NULL,
	"source" text NOT NULL,
	"as_of" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "construction_estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" integer,
	"visitor_id" text,
	"inputs" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "construction_rates" (
	"id" integer PRIMARY KEY NOT NULL,
	"item" text NOT NULL,
	"level" text,
	"unit" text NOT NULL,
	"low" integer NOT NULL,
	"high" integer NOT NULL,
	"source" text NOT NULL,
	"effective_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "valuation_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"group" text,
	"value" integer NOT NULL,
	"unit" text NOT NULL,
	"source" text NOT NULL,
	"effective_date" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_rates" ADD CONSTRAINT "bank_rates_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_estimates" ADD CONSTRAINT "construction_estimates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_rates_bank_product_idx" ON "bank_rates" USING btree ("bank_id","product");--> statement-breakpoint
CREATE INDEX "construction_estimates_member_idx" ON "construction_estimates" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "construction_estimates_visitor_idx" ON "construction_estimates" USING btree ("visitor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "construction_rates_item_level_idx" ON "construction_rates" USING btree ("item","level");