ALTER TABLE "articles" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_pieces" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;