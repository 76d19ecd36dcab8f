CREATE TABLE "piece_views" (
	"piece_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "piece_views_piece_id_day_pk" PRIMARY KEY("piece_id","day"),
	CONSTRAINT "piece_views_kind_check" CHECK ("piece_views"."kind" in ('article', 'creative'))
);
--> statement-breakpoint
CREATE INDEX "piece_views_day_idx" ON "piece_views" USING btree ("day");--> statement-breakpoint
-- hand-written: readership
CREATE FUNCTION "piece_views_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "piece_views" WHERE "piece_id" = OLD."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "piece_views_forget_article" AFTER DELETE ON "articles"
  FOR EACH ROW EXECUTE FUNCTION "piece_views_forget"();
--> statement-breakpoint
CREATE TRIGGER "piece_views_forget_creative" AFTER DELETE ON "creative_pieces"
  FOR EACH ROW EXECUTE FUNCTION "piece_views_forget"();
-- end hand-written: readership
