CREATE TABLE "local_gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"status" text DEFAULT 'REFUNDED' NOT NULL,
	"created" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" integer NOT NULL,
	"reason" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"currency" text DEFAULT 'KWD' NOT NULL,
	"refund_id" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_gateway_refunds" ADD CONSTRAINT "local_gateway_refunds_charge_id_local_gateway_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."local_gateway_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "local_gateway_refunds_charge_idx" ON "local_gateway_refunds" USING btree ("charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_transaction_idx" ON "payment_refunds" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_requested_idx" ON "payment_refunds" USING btree ("created_at") WHERE "payment_refunds"."refund_id" is null;