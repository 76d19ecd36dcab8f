DROP INDEX "articles_published_idx";--> statement-breakpoint
DROP INDEX "articles_category_published_idx";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_newest_idx" ON "articles" USING btree ("published_at" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_category_newest_idx" ON "articles" USING btree ("category","published_at" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "creative_pieces_title_trgm_idx" ON "creative_pieces" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creative_pieces_author_trgm_idx" ON "creative_pieces" USING gin ("author" gin_trgm_ops);