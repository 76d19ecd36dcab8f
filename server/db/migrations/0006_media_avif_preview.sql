-- Decision 0020: each upload's AVIF renditions and its 1200 x 630 JPEG sharing preview. Images uploaded
-- before keep an empty list and no preview: pages offer them as WebP, and previews fall back to a default.
ALTER TABLE "media" ADD COLUMN "avif_variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "preview" jsonb;