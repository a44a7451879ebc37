ALTER TABLE "appraisal_requests" ADD COLUMN "office_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appraisers" ADD COLUMN "email" text;--> statement-breakpoint
-- The five demo offices get their demo desks (matched by name: an office of the real register keeps no address until it is given one).
UPDATE "appraisers" AS a SET "email" = d."email" FROM (VALUES
	(1, 'Al Dar Real Estate Appraisal Office', 'desk@al-dar.example.com'),
	(2, 'Al Osool Real Estate Valuation Co.', 'desk@al-osool.example.com'),
	(3, 'Al Raya Appraisal Office', 'desk@al-raya.example.com'),
	(4, 'United Experts Valuation Co.', 'desk@united-experts.example.com'),
	(5, 'Al Joun Real Estate Appraisal Office', 'desk@al-joun.example.com')
) AS d("id", "name_en", "email") WHERE a."id" = d."id" AND a."name_en" = d."name_en" AND a."email" IS NULL;--> statement-breakpoint
-- Requests paid before the e-mail existed are on their office's desk already: the sweep does not announce them now.
UPDATE "appraisal_requests" SET "office_notified_at" = "paid_at" WHERE "paid_at" IS NOT NULL;
