CREATE TABLE "media_file_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_file_id" uuid NOT NULL,
	"article_id" uuid,
	"creative_piece_id" uuid,
	CONSTRAINT "media_file_uses_one_user_check" CHECK (num_nonnulls("media_file_uses"."article_id", "media_file_uses"."creative_piece_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "media_file_uses" ADD CONSTRAINT "media_file_uses_media_file_id_media_files_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_file_uses" ADD CONSTRAINT "media_file_uses_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_file_uses" ADD CONSTRAINT "media_file_uses_creative_piece_id_creative_pieces_id_fk" FOREIGN KEY ("creative_piece_id") REFERENCES "public"."creative_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_file_uses_file_article_idx" ON "media_file_uses" USING btree ("media_file_id","article_id") WHERE "media_file_uses"."article_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "media_file_uses_file_creative_idx" ON "media_file_uses" USING btree ("media_file_id","creative_piece_id") WHERE "media_file_uses"."creative_piece_id" is not null;--> statement-breakpoint
CREATE INDEX "media_file_uses_file_idx" ON "media_file_uses" USING btree ("media_file_id");--> statement-breakpoint
CREATE INDEX "media_file_uses_article_idx" ON "media_file_uses" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "media_file_uses_creative_idx" ON "media_file_uses" USING btree ("creative_piece_id");--> statement-breakpoint
-- The videos and audio files the pieces already play (their content, their pending changes, an episode's audio).
INSERT INTO "media_file_uses" ("media_file_id", "article_id")
SELECT f."id", a."id" FROM "media_files" f JOIN "articles" a
  ON a."audio_file_id" = f."id"
  OR strpos(a."content", '/' || f."storage_key") > 0
  OR strpos(coalesce(a."pending"::text, ''), '/' || f."storage_key") > 0
WHERE f."kind" IN ('video', 'audio');--> statement-breakpoint
INSERT INTO "media_file_uses" ("media_file_id", "creative_piece_id")
SELECT f."id", c."id" FROM "media_files" f JOIN "creative_pieces" c
  ON strpos(c."content", '/' || f."storage_key") > 0
  OR strpos(coalesce(c."pending"::text, ''), '/' || f."storage_key") > 0
WHERE f."kind" IN ('video', 'audio');
