CREATE TABLE "data_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"customer_id" text,
	"card_id" text,
	"agreement_id" text,
	"card_brand" text,
	"card_last_four" text,
	"renewal_failed_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_gateway_saved_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"agreement_id" text NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"declines_renewal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_gateway_charges" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "local_gateway_charges" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "local_gateway_charges" ADD COLUMN "card" jsonb;--> statement-breakpoint
ALTER TABLE "local_gateway_charges" ADD COLUMN "merchant_initiated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "data_subscriptions" ADD CONSTRAINT "data_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_subscriptions" ADD CONSTRAINT "data_subscriptions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_subscriptions_member_idx" ON "data_subscriptions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "data_subscriptions_renewal_idx" ON "data_subscriptions" USING btree ("auto_renew") WHERE "data_subscriptions"."auto_renew" and "data_subscriptions"."card_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "local_gateway_charges_idempotent_idx" ON "local_gateway_charges" USING btree (("reference"->>'idempotent'));--> statement-breakpoint
-- Members flagged as subscribers keep a year of data access, as a ledger grant, before the flag goes.
INSERT INTO "balance_entries" ("member_id", "kind", "quantity", "reason", "expires_at", "note")
SELECT "id", 'data-access', 12, 'grant', now() + interval '12 months', 'carried over from the is_subscriber flag' FROM "members" WHERE "is_subscriber" AND "deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "is_subscriber";