ALTER TABLE "articles" ADD COLUMN "saved_by" text;--> statement-breakpoint
ALTER TABLE "creative_pieces" ADD COLUMN "saved_by" text;--> statement-breakpoint
CREATE INDEX "articles_unpublished_idx" ON "articles" USING btree ("status","published_at" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "articles"."status" <> 'published';--> statement-breakpoint
CREATE INDEX "creative_pieces_unpublished_idx" ON "creative_pieces" USING btree ("status","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "creative_pieces"."status" <> 'published';