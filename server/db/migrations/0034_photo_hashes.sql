CREATE TABLE "photo_hashes" (
	"storage_key" text NOT NULL,
	"crop" smallint NOT NULL,
	"hash" bigint NOT NULL,
	"band0" integer NOT NULL,
	"band1" integer NOT NULL,
	"band2" integer NOT NULL,
	"band3" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_hashes_storage_key_crop_pk" PRIMARY KEY("storage_key","crop")
);
--> statement-breakpoint
CREATE INDEX "photo_hashes_band0_idx" ON "photo_hashes" USING btree ("band0","hash","storage_key");--> statement-breakpoint
CREATE INDEX "photo_hashes_band1_idx" ON "photo_hashes" USING btree ("band1","hash","storage_key");--> statement-breakpoint
CREATE INDEX "photo_hashes_band2_idx" ON "photo_hashes" USING btree ("band2","hash","storage_key");--> statement-breakpoint
CREATE INDEX "photo_hashes_band3_idx" ON "photo_hashes" USING btree ("band3","hash","storage_key");