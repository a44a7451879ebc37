CREATE TABLE "finance_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"property_category_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"bank_customer" boolean NOT NULL,
	"salary_fils" bigint NOT NULL,
	"instalments_fils" bigint NOT NULL,
	"amount_fils" bigint NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "requests_email" text;--> statement-breakpoint
ALTER TABLE "finance_requests" ADD CONSTRAINT "finance_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_requests" ADD CONSTRAINT "finance_requests_property_category_id_property_categories_id_fk" FOREIGN KEY ("property_category_id") REFERENCES "public"."property_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_requests" ADD CONSTRAINT "finance_requests_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finance_requests_member_idx" ON "finance_requests" USING btree ("member_id","created_at" DESC NULLS LAST);