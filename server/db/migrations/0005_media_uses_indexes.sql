-- "Is this image used?" and the foreign-key check of a removal look up media_uses by media_id alone, which
-- the partial unique indexes of 0004 cannot serve. The GIN index on media variants is rebuilt without a
-- pending list: PGlite has no autovacuum to flush one, and every look-up would read it all.
DROP INDEX "media_variants_idx";--> statement-breakpoint
CREATE INDEX "media_uses_media_idx" ON "media_uses" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "media_variants_idx" ON "media" USING gin ("variants" jsonb_path_ops) WITH (fastupdate=false);