DROP INDEX "ads_live_newest_idx";--> statement-breakpoint
DROP INDEX "ads_live_deal_newest_idx";--> statement-breakpoint
DROP INDEX "ads_live_area_newest_idx";--> statement-breakpoint
DROP INDEX "ads_live_deal_price_asc_idx";--> statement-breakpoint
DROP INDEX "ads_live_deal_price_desc_idx";--> statement-breakpoint
DROP INDEX "ads_live_deal_size_idx";--> statement-breakpoint
CREATE INDEX "ads_live_special_idx" ON "ads" USING btree ("id" desc,"expires_at") WHERE "ads"."status" = 1 and "ads"."ad_type" = 'special';--> statement-breakpoint
CREATE INDEX "ads_live_deal_special_idx" ON "ads" USING btree ("deal_type_id","id" desc,"expires_at") WHERE "ads"."status" = 1 and "ads"."ad_type" = 'special';--> statement-breakpoint
CREATE INDEX "ads_live_newest_idx" ON "ads" USING btree ("published_at" desc nulls last,"id" desc,"expires_at") WHERE "ads"."status" = 1;--> statement-breakpoint
CREATE INDEX "ads_live_deal_newest_idx" ON "ads" USING btree ("deal_type_id","published_at" desc nulls last,"id" desc,"expires_at") WHERE "ads"."status" = 1;--> statement-breakpoint
CREATE INDEX "ads_live_area_newest_idx" ON "ads" USING btree ("area_id","published_at" desc nulls last,"id" desc) WHERE "ads"."status" = 1;--> statement-breakpoint
CREATE INDEX "ads_live_deal_price_asc_idx" ON "ads" USING btree ("deal_type_id","price_fils" asc nulls last,"id" desc) WHERE "ads"."status" = 1;--> statement-breakpoint
CREATE INDEX "ads_live_deal_price_desc_idx" ON "ads" USING btree ("deal_type_id","price_fils" desc nulls last,"id" desc) WHERE "ads"."status" = 1;--> statement-breakpoint
CREATE INDEX "ads_live_deal_size_idx" ON "ads" USING btree ("deal_type_id","size_sqm" desc,"id" desc) WHERE "ads"."status" = 1;