ALTER TABLE "media" ADD COLUMN "alt_text" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;