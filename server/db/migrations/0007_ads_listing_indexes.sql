DROP INDEX "ads_listing_idx";--> statement-breakpoint
DROP INDEX "ads_listing_price_idx";--> statement-breakpoint
DROP INDEX "ad_media_ad_idx";--> statement-breakpoint
CREATE INDEX "ads_live_newest_idx" ON "ads" USING btree (("ad_type" = 'special') desc,"published_at" desc nulls last,"id" desc,"expires_at") WHERE "ads"."status" = 1;--> statement-breakpoint
CREATE INDEX "ads_live_deal_newest_idx" ON "ads" USING btree ("deal_type_id",("ad_type" = 'special') desc,"published_at" desc nulls last,"id" desc,"expires_at") WHERE "ads"."status" = 1;--> statement-breakpoint
CREATE INDEX "ads_live_area_newest_idx" ON "ads" USING btree ("area_id",("ad_type" = 'special') desc,"published_at" desc nulls last,"id" desc) WHERE "ads"."status" = 1;--> statement-breakpoint
CREATE INDEX "ads_live_deal_price_asc_idx" ON "ads" USING btree ("deal_type_id",("ad_type" = 'special') desc,"price_fils" asc nulls last,"id" desc) WHERE "ads"."status" = 1;--> statement-breakpoint
CREATE INDEX "ads_live_deal_price_desc_idx" ON "ads" USING btree ("deal_type_id",("ad_type" = 'special') desc,"price_fils" desc nulls last,"id" desc) WHERE "ads"."status" = 1;--> statement-breakpoint
CREATE INDEX "ads_live_deal_size_idx" ON "ads" USING btree ("deal_type_id",("ad_type" = 'special') desc,"size_sqm" desc,"id" desc) WHERE "ads"."status" = 1;--> statement-breakpoint
CREATE INDEX "ads_live_expiry_idx" ON "ads" USING btree ("expires_at") WHERE "ads"."status" = 1;--> statement-breakpoint
CREATE INDEX "ad_media_ad_idx" ON "ad_media" USING btree ("ad_id","sort","id");