CREATE TABLE "appraisal_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appraisal_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"slot" text NOT NULL,
	"upload_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appraisal_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appraisal_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"note" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appraisal_fees" (
	"id" integer PRIMARY KEY NOT NULL,
	"fee_fils" integer NOT NULL,
	"source" text NOT NULL,
	"effective_date" date NOT NULL,
	CONSTRAINT "appraisal_fees_fee_check" CHECK ("appraisal_fees"."fee_fils" > 0)
);
--> statement-breakpoint
CREATE TABLE "appraisal_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appraisal_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"appraiser_id" integer NOT NULL,
	"property_type_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"size_sqm" integer NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"details" text NOT NULL,
	"applicant_name" text NOT NULL,
	"phone" text NOT NULL,
	"application_type" text NOT NULL,
	"valuation_id" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"fee_fils" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"report_upload_id" integer,
	"locale" text NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appraisal_requests_status_check" CHECK ("appraisal_requests"."status" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "appraiser_members" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"appraiser_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appraisers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"moci_grade" text,
	"source" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "package_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "appraisal_request_id" integer;--> statement-breakpoint
ALTER TABLE "appraisal_documents" ADD CONSTRAINT "appraisal_documents_request_id_appraisal_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."appraisal_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_documents" ADD CONSTRAINT "appraisal_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_events" ADD CONSTRAINT "appraisal_events_request_id_appraisal_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."appraisal_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_events" ADD CONSTRAINT "appraisal_events_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_requests" ADD CONSTRAINT "appraisal_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_requests" ADD CONSTRAINT "appraisal_requests_appraiser_id_appraisers_id_fk" FOREIGN KEY ("appraiser_id") REFERENCES "public"."appraisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_requests" ADD CONSTRAINT "appraisal_requests_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_requests" ADD CONSTRAINT "appraisal_requests_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_requests" ADD CONSTRAINT "appraisal_requests_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_requests" ADD CONSTRAINT "appraisal_requests_report_upload_id_uploads_id_fk" FOREIGN KEY ("report_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraiser_members" ADD CONSTRAINT "appraiser_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraiser_members" ADD CONSTRAINT "appraiser_members_appraiser_id_appraisers_id_fk" FOREIGN KEY ("appraiser_id") REFERENCES "public"."appraisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appraisal_documents_request_idx" ON "appraisal_documents" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appraisal_documents_upload_idx" ON "appraisal_documents" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "appraisal_events_request_idx" ON "appraisal_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "appraisal_events_status_idx" ON "appraisal_events" USING btree ("request_id","status");--> statement-breakpoint
CREATE INDEX "appraisal_requests_member_idx" ON "appraisal_requests" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appraisal_requests_appraiser_idx" ON "appraisal_requests" USING btree ("appraiser_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appraiser_members_appraiser_idx" ON "appraiser_members" USING btree ("appraiser_id");--> statement-breakpoint
CREATE INDEX "payment_orders_appraisal_idx" ON "payment_orders" USING btree ("appraisal_request_id") WHERE "payment_orders"."appraisal_request_id" is not null;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_item_check" CHECK (("payment_orders"."package_id" is null) <> ("payment_orders"."appraisal_request_id" is null));