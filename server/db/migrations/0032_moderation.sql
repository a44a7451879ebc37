CREATE TABLE "ad_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ad_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"state" text NOT NULL,
	"trigger" text NOT NULL,
	"signals" jsonb NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"reason_code" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "banned_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"effective_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" double precision NOT NULL,
	"unit" text NOT NULL,
	"source" text NOT NULL,
	"effective_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rejection_reasons" (
	"code" text PRIMARY KEY NOT NULL,
	"label_ar" text NOT NULL,
	"label_en" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"reason_code" text,
	"note" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "ad_reviews" ADD CONSTRAINT "ad_reviews_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_reviews" ADD CONSTRAINT "ad_reviews_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_reviews" ADD CONSTRAINT "ad_reviews_reason_code_rejection_reasons_code_fk" FOREIGN KEY ("reason_code") REFERENCES "public"."rejection_reasons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_reviews_waiting_ad_idx" ON "ad_reviews" USING btree ("ad_id") WHERE "ad_reviews"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "ad_reviews_waiting_idx" ON "ad_reviews" USING btree ("queued_at","id") WHERE "ad_reviews"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "ad_reviews_decided_idx" ON "ad_reviews" USING btree ("decided_at") WHERE "ad_reviews"."decided_at" is not null;--> statement-breakpoint
CREATE INDEX "ad_reviews_owner_idx" ON "ad_reviews" USING btree ("owner_id","state","decided_at");--> statement-breakpoint
CREATE INDEX "ad_reviews_ad_idx" ON "ad_reviews" USING btree ("ad_id","id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_entity_idx" ON "staff_audit_log" USING btree ("entity_type","entity_id","at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_at_idx" ON "staff_audit_log" USING btree ("at");