-- Decision 0035: the SHA-256 of an upload's bytes, by which the Word import finds an image the library
-- already holds instead of storing it again. Images uploaded before keep null: they are not found.
ALTER TABLE "media" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE INDEX "media_content_hash_idx" ON "media" USING btree ("content_hash");