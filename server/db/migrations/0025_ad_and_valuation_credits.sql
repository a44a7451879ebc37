CREATE TABLE "credit_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL,
	"unit" text NOT NULL,
	"source" text NOT NULL,
	"effective_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "valuation_unlocks" (
	"member_id" integer NOT NULL,
	"valuation_id" uuid NOT NULL,
	"entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valuation_unlocks_member_id_valuation_id_pk" PRIMARY KEY("member_id","valuation_id")
);
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "listing_paid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "valuation_unlocks" ADD CONSTRAINT "valuation_unlocks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_unlocks" ADD CONSTRAINT "valuation_unlocks_valuation_id_instant_valuations_id_fk" FOREIGN KEY ("valuation_id") REFERENCES "public"."instant_valuations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_allowance_idx" ON "balance_entries" USING btree ("member_id",("details" ->> 'allowance')) WHERE "balance_entries"."reason" = 'grant' and ("balance_entries"."details" ->> 'allowance') is not null;