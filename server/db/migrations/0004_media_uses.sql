CREATE TABLE "media_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_id" uuid NOT NULL,
	"article_id" uuid,
	"creative_piece_id" uuid,
	CONSTRAINT "media_uses_one_user_check" CHECK (num_nonnulls("media_uses"."article_id", "media_uses"."creative_piece_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "media_uses" ADD CONSTRAINT "media_uses_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_uses" ADD CONSTRAINT "media_uses_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_uses" ADD CONSTRAINT "media_uses_creative_piece_id_creative_pieces_id_fk" FOREIGN KEY ("creative_piece_id") REFERENCES "public"."creative_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_uses_media_article_idx" ON "media_uses" USING btree ("media_id","article_id") WHERE "media_uses"."article_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "media_uses_media_creative_idx" ON "media_uses" USING btree ("media_id","creative_piece_id") WHERE "media_uses"."creative_piece_id" is not null;--> statement-breakpoint
CREATE INDEX "media_uses_article_idx" ON "media_uses" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "media_uses_creative_idx" ON "media_uses" USING btree ("creative_piece_id");--> statement-breakpoint
CREATE INDEX "media_variants_idx" ON "media" USING gin ("variants" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at");--> statement-breakpoint
-- The uses of images uploaded before this table: every article and creative piece whose image field or
-- content names one of an image's renditions after a slash, as server/modules/media/uses.ts reads them.
INSERT INTO "media_uses" ("media_id", "article_id")
SELECT DISTINCT m."id", a."id"
FROM "media" m
CROSS JOIN LATERAL jsonb_array_elements(m."variants") v
JOIN "articles" a ON strpos(coalesce(a."image_url", '') || ' ' || a."content", '/' || (v->>'key')) > 0;--> statement-breakpoint
INSERT INTO "media_uses" ("media_id", "creative_piece_id")
SELECT DISTINCT m."id", c."id"
FROM "media" m
CROSS JOIN LATERAL jsonb_array_elements(m."variants") v
JOIN "creative_pieces" c ON strpos(coalesce(c."image_url", '') || ' ' || c."content", '/' || (v->>'key')) > 0;
