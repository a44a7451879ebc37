CREATE TABLE "balance_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "balance_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"lot_id" bigint,
	"transaction_id" integer,
	"package_id" integer,
	"ad_id" integer,
	"expires_at" timestamp with time zone,
	"note" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_entries_sign_check" CHECK (("balance_entries"."reason" in ('purchase', 'grant') and "balance_entries"."quantity" > 0 and "balance_entries"."lot_id" is null and "balance_entries"."expires_at" is not null) or ("balance_entries"."reason" in ('use', 'expiry', 'refund') and "balance_entries"."quantity" < 0 and "balance_entries"."lot_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"screen" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"body_ar" text NOT NULL,
	"body_en" text NOT NULL,
	"link_path" text,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_gateway_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_fils" integer NOT NULL,
	"currency" text NOT NULL,
	"source_id" text NOT NULL,
	"status" text DEFAULT 'INITIATED' NOT NULL,
	"reference" jsonb NOT NULL,
	"redirect_url" text NOT NULL,
	"post_url" text,
	"description" text DEFAULT '' NOT NULL,
	"created" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"method" text
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"screen" text NOT NULL,
	"billing" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"price_fils" integer NOT NULL,
	"quantity" integer NOT NULL,
	"validity_months" smallint NOT NULL,
	"offices_only" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"source" text NOT NULL,
	"effective_date" date NOT NULL,
	CONSTRAINT "packages_price_check" CHECK ("packages"."price_fils" > 0),
	CONSTRAINT "packages_quantity_check" CHECK ("packages"."quantity" > 0 and "packages"."validity_months" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"price_fils" integer NOT NULL,
	"discount_fils" integer DEFAULT 0 NOT NULL,
	"amount_fils" integer NOT NULL,
	"currency" text DEFAULT 'KWD' NOT NULL,
	"promo_code_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount_fils" > 0 and "payment_orders"."amount_fils" = "payment_orders"."price_fils" - "payment_orders"."discount_fils")
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_id" text,
	"status" text DEFAULT 'INITIATED' NOT NULL,
	"amount_fils" integer NOT NULL,
	"currency" text DEFAULT 'KWD' NOT NULL,
	"payment_url" text,
	"gateway_reference" text,
	"payment_reference" text,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"value" integer NOT NULL,
	"package_id" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"max_redemptions" integer,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_value_check" CHECK ("promo_codes"."value" > 0 and ("promo_codes"."discount_type" <> 'percent' or "promo_codes"."value" <= 100)),
	CONSTRAINT "promo_codes_redemptions_check" CHECK ("promo_codes"."redemptions" >= 0 and ("promo_codes"."max_redemptions" is null or "promo_codes"."redemptions" <= "promo_codes"."max_redemptions"))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promo_code_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_entries_member_idx" ON "balance_entries" USING btree ("member_id","kind");--> statement-breakpoint
CREATE INDEX "balance_entries_lot_idx" ON "balance_entries" USING btree ("lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_purchase_idx" ON "balance_entries" USING btree ("transaction_id") WHERE "balance_entries"."reason" = 'purchase';--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_expiry_idx" ON "balance_entries" USING btree ("lot_id") WHERE "balance_entries"."reason" = 'expiry';--> statement-breakpoint
CREATE INDEX "banners_screen_idx" ON "banners" USING btree ("screen");--> statement-breakpoint
CREATE INDEX "packages_screen_idx" ON "packages" USING btree ("screen","billing");--> statement-breakpoint
CREATE INDEX "payment_orders_member_idx" ON "payment_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_charge_idx" ON "payment_transactions" USING btree ("charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_idempotency_idx" ON "payment_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_transactions_order_idx" ON "payment_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_pending_idx" ON "payment_transactions" USING btree ("created_at") WHERE "payment_transactions"."credited_at" is null and "payment_transactions"."status" in ('INITIATED', 'IN_PROGRESS', 'AUTHORIZED', 'UNKNOWN');--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_order_idx" ON "promo_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_member_idx" ON "promo_redemptions" USING btree ("promo_code_id","member_id");