ALTER TABLE "articles" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "creative_pieces_title_trgm_idx" ON "creative_pieces" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creative_pieces_author_trgm_idx" ON "creative_pieces" USING gin ("author" gin_trgm_ops);