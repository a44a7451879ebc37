CREATE TABLE "package_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_id" integer NOT NULL,
	"price_fils" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"set_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_prices_price_check" CHECK ("package_prices"."price_fils" > 0)
);
--> statement-breakpoint
ALTER TABLE "packages" DROP CONSTRAINT "packages_price_check";--> statement-breakpoint
ALTER TABLE "package_prices" ADD CONSTRAINT "package_prices_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_prices" ADD CONSTRAINT "package_prices_set_by_members_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "package_prices_package_from_idx" ON "package_prices" USING btree ("package_id","effective_from");--> statement-breakpoint
INSERT INTO "package_prices" ("package_id", "price_fils", "effective_from", "source") SELECT "id", "price_fils", ("effective_date"::text || ' 00:00:00+03')::timestamptz, "source" FROM "packages";--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "price_fils";--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "source";--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "effective_date";