CREATE TABLE "comment_bans" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"banned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_reports" (
	"comment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_reports_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issue_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "newsletter_deliveries_status_check" CHECK (status in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"intro_html" text DEFAULT '' NOT NULL,
	"stories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"kind" text DEFAULT 'manual' NOT NULL,
	"html" text,
	"text" text,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_started_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "newsletter_issues_status_check" CHECK (status in ('draft', 'sending', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "piece_views" (
	"piece_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "piece_views_piece_id_day_pk" PRIMARY KEY("piece_id","day"),
	CONSTRAINT "piece_views_kind_check" CHECK ("piece_views"."kind" in ('article', 'creative'))
);
--> statement-breakpoint
DROP INDEX "comments_user_idx";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "comment_mode" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, excerpt), 'B') || setweight(to_tsvector('english'::regconfig, regexp_replace(regexp_replace(content, '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')), 'C') || setweight(to_tsvector('english'::regconfig, author), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (title || ' ' || excerpt || ' ' || author || ' ' || regexp_replace(regexp_replace(content, '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "report_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_pieces" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, excerpt), 'B') || setweight(to_tsvector('english'::regconfig, regexp_replace(regexp_replace(content, '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')), 'C') || setweight(to_tsvector('english'::regconfig, author), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "creative_pieces" ADD COLUMN "search_text" text GENERATED ALWAYS AS (title || ' ' || excerpt || ' ' || author || ' ' || regexp_replace(regexp_replace(content, '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comment_bans" ADD CONSTRAINT "comment_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_bans" ADD CONSTRAINT "comment_bans_banned_by_users_id_fk" FOREIGN KEY ("banned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_bans_newest_idx" ON "comment_bans" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_recipient_idx" ON "newsletter_deliveries" USING btree ("issue_id","subscription_id");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_due_idx" ON "newsletter_deliveries" USING btree ("issue_id","next_attempt_at") WHERE "newsletter_deliveries"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "newsletter_issues_status_idx" ON "newsletter_issues" USING btree ("status","send_started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "piece_views_day_idx" ON "piece_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "articles_search_document_idx" ON "articles" USING gin ("search_document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "articles_search_text_trgm_idx" ON "articles" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "comments_newest_idx" ON "comments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_article_newest_idx" ON "comments" USING btree ("article_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_held_idx" ON "comments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "comments"."is_approved" and "comments"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "comments_hidden_idx" ON "comments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "comments"."hidden_at" is not null;--> statement-breakpoint
CREATE INDEX "comments_reported_idx" ON "comments" USING btree ("report_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "comments"."report_count" > 0 and "comments"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "comments_content_trgm_idx" ON "comments" USING gin ("content" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "creative_pieces_search_document_idx" ON "creative_pieces" USING gin ("search_document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "creative_pieces_search_text_trgm_idx" ON "creative_pieces" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_confirm_token_idx" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_confirmed_idx" ON "newsletter_subscriptions" USING btree ("id") WHERE "newsletter_subscriptions"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_comment_mode_check" CHECK (comment_mode is null or comment_mode in ('open', 'held', 'closed'));--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_hidden_check" CHECK (not ("comments"."is_approved" and "comments"."hidden_at" is not null));--> statement-breakpoint
-- hand-written: moderation
-- Issue 27: row_counts' 'comments' counts what readers see (approved comments), and 'comments_held'
-- the comments waiting for an editor, for the portal. Migration 0007's triggers counted every row and
-- ignored updates; a comment's state now changes by update (approve, hide), so comments get their own
-- function, statement-level like 0007's, whose one upsert per key adds each statement's changes.
DROP TRIGGER "row_counts_insert" ON "comments";--> statement-breakpoint
DROP TRIGGER "row_counts_delete" ON "comments";--> statement-breakpoint
DROP TRIGGER "row_counts_truncate" ON "comments";--> statement-breakpoint
CREATE FUNCTION "comment_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "row_counts" SET "n" = 0 WHERE "table_name" IN ('comments', 'comments_held');
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "row_counts" ("table_name", "n")
    SELECT CASE WHEN "is_approved" THEN 'comments' ELSE 'comments_held' END, count(*) FROM "new_rows"
    WHERE "is_approved" OR "hidden_at" IS NULL GROUP BY 1 ORDER BY 1
    ON CONFLICT ("table_name") DO UPDATE SET "n" = "row_counts"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "row_counts" ("table_name", "n")
    SELECT CASE WHEN "is_approved" THEN 'comments' ELSE 'comments_held' END, -count(*) FROM "old_rows"
    WHERE "is_approved" OR "hidden_at" IS NULL GROUP BY 1 ORDER BY 1
    ON CONFLICT ("table_name") DO UPDATE SET "n" = "row_counts"."n" + excluded."n";
  ELSE
    INSERT INTO "row_counts" ("table_name", "n")
    SELECT "key", sum("change") FROM (
      SELECT CASE WHEN "is_approved" THEN 'comments' ELSE 'comments_held' END AS "key", 1 AS "change"
      FROM "new_rows" WHERE "is_approved" OR "hidden_at" IS NULL
      UNION ALL
      SELECT CASE WHEN "is_approved" THEN 'comments' ELSE 'comments_held' END, -1
      FROM "old_rows" WHERE "is_approved" OR "hidden_at" IS NULL
    ) AS "changes"
    GROUP BY 1 HAVING sum("change") <> 0 ORDER BY 1
    ON CONFLICT ("table_name") DO UPDATE SET "n" = "row_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "comment_counts_insert" AFTER INSERT ON "comments" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "comment_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "comment_counts_update" AFTER UPDATE ON "comments"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "comment_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "comment_counts_delete" AFTER DELETE ON "comments" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "comment_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "comment_counts_truncate" AFTER TRUNCATE ON "comments"
  FOR EACH STATEMENT EXECUTE FUNCTION "comment_counts_apply"();
--> statement-breakpoint
DELETE FROM "row_counts" WHERE "table_name" IN ('comments', 'comments_held');--> statement-breakpoint
INSERT INTO "row_counts" ("table_name", "n")
SELECT 'comments', count(*) FILTER (WHERE "is_approved") FROM "comments"
UNION ALL
SELECT 'comments_held', count(*) FILTER (WHERE NOT "is_approved" AND "hidden_at" IS NULL) FROM "comments";
-- end hand-written: moderation
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
--> statement-breakpoint
