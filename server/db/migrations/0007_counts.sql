CREATE TABLE "article_counts" (
	"category" text NOT NULL,
	"published" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "article_counts_category_published_pk" PRIMARY KEY("category","published")
);
--> statement-breakpoint
CREATE TABLE "creative_counts" (
	"type" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- The trigram indexes are rebuilt without a pending list, as media_variants_idx in 0005: PGlite has no
-- autovacuum to flush one, and every search read up to 4 MB of it (decision 0022).
DROP INDEX "articles_title_trgm_idx";--> statement-breakpoint
DROP INDEX "articles_excerpt_trgm_idx";--> statement-breakpoint
DROP INDEX "articles_author_trgm_idx";--> statement-breakpoint
DROP INDEX "creative_pieces_title_trgm_idx";--> statement-breakpoint
DROP INDEX "creative_pieces_author_trgm_idx";--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "articles_excerpt_trgm_idx" ON "articles" USING gin ("excerpt" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "articles_author_trgm_idx" ON "articles" USING gin ("author" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "creative_pieces_title_trgm_idx" ON "creative_pieces" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "creative_pieces_author_trgm_idx" ON "creative_pieces" USING gin ("author" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Decision 0022: the counts of the unfiltered lists, kept by statement-level triggers. Each statement adds
-- its changes per key, in key order, with `insert ... on conflict do update set n = n + change`: an
-- atomic increment of the row under concurrent writers, whose row locks are always taken in the same
-- order (no deadlock between two statements that move articles both ways). Rows whose count falls to 0
-- stay. The triggers are created before the counts are initialised: creating them locks the table
-- against writes until this migration commits, so no write falls between the two.
CREATE FUNCTION "article_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "article_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "article_counts" ("category", "published", "n")
    SELECT "category", "published_at" IS NOT NULL, count(*) FROM "new_rows"
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("category", "published") DO UPDATE SET "n" = "article_counts"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "article_counts" ("category", "published", "n")
    SELECT "category", "published_at" IS NOT NULL, -count(*) FROM "old_rows"
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("category", "published") DO UPDATE SET "n" = "article_counts"."n" + excluded."n";
  ELSE
    INSERT INTO "article_counts" ("category", "published", "n")
    SELECT "category", "published", sum("change") FROM (
      SELECT "category", "published_at" IS NOT NULL AS "published", 1 AS "change" FROM "new_rows"
      UNION ALL
      SELECT "category", "published_at" IS NOT NULL, -1 FROM "old_rows"
    ) AS "changes"
    GROUP BY 1, 2 HAVING sum("change") <> 0 ORDER BY 1, 2
    ON CONFLICT ("category", "published") DO UPDATE SET "n" = "article_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "article_counts_insert" AFTER INSERT ON "articles" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "article_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "article_counts_update" AFTER UPDATE ON "articles"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "article_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "article_counts_delete" AFTER DELETE ON "articles" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "article_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "article_counts_truncate" AFTER TRUNCATE ON "articles"
  FOR EACH STATEMENT EXECUTE FUNCTION "article_counts_apply"();
--> statement-breakpoint
INSERT INTO "article_counts" ("category", "published", "n")
SELECT "category", "published_at" IS NOT NULL, count(*) FROM "articles" GROUP BY 1, 2;
--> statement-breakpoint
CREATE FUNCTION "creative_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "creative_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "creative_counts" ("type", "n")
    SELECT "type", count(*) FROM "new_rows" GROUP BY 1 ORDER BY 1
    ON CONFLICT ("type") DO UPDATE SET "n" = "creative_counts"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "creative_counts" ("type", "n")
    SELECT "type", -count(*) FROM "old_rows" GROUP BY 1 ORDER BY 1
    ON CONFLICT ("type") DO UPDATE SET "n" = "creative_counts"."n" + excluded."n";
  ELSE
    INSERT INTO "creative_counts" ("type", "n")
    SELECT "type", sum("change") FROM (
      SELECT "type", 1 AS "change" FROM "new_rows" UNION ALL SELECT "type", -1 FROM "old_rows"
    ) AS "changes"
    GROUP BY 1 HAVING sum("change") <> 0 ORDER BY 1
    ON CONFLICT ("type") DO UPDATE SET "n" = "creative_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "creative_counts_insert" AFTER INSERT ON "creative_pieces" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "creative_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "creative_counts_update" AFTER UPDATE ON "creative_pieces"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "creative_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "creative_counts_delete" AFTER DELETE ON "creative_pieces" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "creative_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "creative_counts_truncate" AFTER TRUNCATE ON "creative_pieces"
  FOR EACH STATEMENT EXECUTE FUNCTION "creative_counts_apply"();
--> statement-breakpoint
INSERT INTO "creative_counts" ("type", "n") SELECT "type", count(*) FROM "creative_pieces" GROUP BY 1;--> statement-breakpoint
CREATE FUNCTION "row_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "row_counts" SET "n" = 0 WHERE "table_name" = TG_TABLE_NAME;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "row_counts" ("table_name", "n") SELECT TG_TABLE_NAME, count(*) FROM "new_rows"
    ON CONFLICT ("table_name") DO UPDATE SET "n" = "row_counts"."n" + excluded."n";
  ELSE
    INSERT INTO "row_counts" ("table_name", "n") SELECT TG_TABLE_NAME, -count(*) FROM "old_rows"
    ON CONFLICT ("table_name") DO UPDATE SET "n" = "row_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "row_counts_insert" AFTER INSERT ON "comments" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "row_counts_delete" AFTER DELETE ON "comments" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "row_counts_truncate" AFTER TRUNCATE ON "comments"
  FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_apply"();
--> statement-breakpoint
INSERT INTO "row_counts" ("table_name", "n") SELECT 'comments', count(*) FROM "comments";
