CREATE TABLE "newsletter_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"issue_id" integer NOT NULL,
	"subscriber_id" integer NOT NULL,
	"batch" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_issues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"week_of" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"note_ar" text DEFAULT '' NOT NULL,
	"note_en" text DEFAULT '' NOT NULL,
	"scheduled_for" timestamp with time zone,
	"digest" jsonb,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sending_started_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_issues_week_of_unique" UNIQUE("week_of")
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dev_outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "dev_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_issue_subscriber_idx" ON "newsletter_deliveries" USING btree ("issue_id","subscriber_id");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_batch_idx" ON "newsletter_deliveries" USING btree ("issue_id","batch","state");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_sendable_idx" ON "newsletter_subscribers" USING btree ("id") WHERE "newsletter_subscribers"."confirmed_at" is not null and "newsletter_subscribers"."unsubscribed_at" is null and "newsletter_subscribers"."bounced_at" is null;--> statement-breakpoint
-- hand-written
-- Subscribers from before double opt-in signed up under the old single opt-in: they count as confirmed.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
