CREATE TABLE "corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid,
	"creative_piece_id" uuid,
	"note" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corrections_one_piece_check" CHECK (num_nonnulls(article_id, creative_piece_id) = 1)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"locked_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preview_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid,
	"creative_piece_id" uuid,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "preview_links_one_piece_check" CHECK (num_nonnulls(article_id, creative_piece_id) = 1)
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid,
	"creative_piece_id" uuid,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"reason" text NOT NULL,
	"auto" integer DEFAULT 0 NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revisions_one_piece_check" CHECK (num_nonnulls(article_id, creative_piece_id) = 1)
);
--> statement-breakpoint
ALTER TABLE "creative_pieces" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "pending_version" integer;--> statement-breakpoint
-- Every creative piece so far is published (the column had no other state).
ALTER TABLE "creative_counts" DROP CONSTRAINT "creative_counts_pkey";--> statement-breakpoint
ALTER TABLE "creative_counts" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_counts" ALTER COLUMN "published" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "creative_counts" ADD CONSTRAINT "creative_counts_type_published_pk" PRIMARY KEY("type","published");--> statement-breakpoint
-- creative_counts as article_counts: published and not apart (0007's function, with the flag).
CREATE OR REPLACE FUNCTION "creative_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "creative_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "creative_counts" ("type", "published", "n")
    SELECT "type", "published_at" IS NOT NULL, count(*) FROM "new_rows" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("type", "published") DO UPDATE SET "n" = "creative_counts"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "creative_counts" ("type", "published", "n")
    SELECT "type", "published_at" IS NOT NULL, -count(*) FROM "old_rows" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("type", "published") DO UPDATE SET "n" = "creative_counts"."n" + excluded."n";
  ELSE
    INSERT INTO "creative_counts" ("type", "published", "n")
    SELECT "type", "published", sum("change") FROM (
      SELECT "type", "published_at" IS NOT NULL AS "published", 1 AS "change" FROM "new_rows"
      UNION ALL
      SELECT "type", "published_at" IS NOT NULL, -1 FROM "old_rows"
    ) AS "changes"
    GROUP BY 1, 2 HAVING sum("change") <> 0 ORDER BY 1, 2
    ON CONFLICT ("type", "published") DO UPDATE SET "n" = "creative_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER TABLE "creative_pieces" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_pieces" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_pieces" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creative_pieces" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creative_pieces" ADD COLUMN "noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_pieces" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "creative_pieces" ADD COLUMN "pending_version" integer;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_creative_piece_id_creative_pieces_id_fk" FOREIGN KEY ("creative_piece_id") REFERENCES "public"."creative_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_creative_piece_id_creative_pieces_id_fk" FOREIGN KEY ("creative_piece_id") REFERENCES "public"."creative_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_creative_piece_id_creative_pieces_id_fk" FOREIGN KEY ("creative_piece_id") REFERENCES "public"."creative_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corrections_article_idx" ON "corrections" USING btree ("article_id","created_at") WHERE "corrections"."article_id" is not null;--> statement-breakpoint
CREATE INDEX "corrections_creative_idx" ON "corrections" USING btree ("creative_piece_id","created_at") WHERE "corrections"."creative_piece_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_open_idx" ON "jobs" USING btree ("key") WHERE "jobs"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."finished_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "preview_links_token_idx" ON "preview_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "preview_links_article_idx" ON "preview_links" USING btree ("article_id") WHERE "preview_links"."article_id" is not null;--> statement-breakpoint
CREATE INDEX "preview_links_creative_idx" ON "preview_links" USING btree ("creative_piece_id") WHERE "preview_links"."creative_piece_id" is not null;--> statement-breakpoint
CREATE INDEX "revisions_article_idx" ON "revisions" USING btree ("article_id","created_at" DESC NULLS LAST) WHERE "revisions"."article_id" is not null;--> statement-breakpoint
CREATE INDEX "revisions_creative_idx" ON "revisions" USING btree ("creative_piece_id","created_at" DESC NULLS LAST) WHERE "revisions"."creative_piece_id" is not null;--> statement-breakpoint
CREATE INDEX "articles_scheduled_idx" ON "articles" USING btree ("scheduled_for") WHERE "articles"."scheduled_for" is not null;--> statement-breakpoint
CREATE INDEX "creative_pieces_scheduled_idx" ON "creative_pieces" USING btree ("scheduled_for") WHERE "creative_pieces"."scheduled_for" is not null;--> statement-breakpoint
-- Articles without a publication time were drafts already; every published piece was first published then.
UPDATE "articles" SET "status" = 'draft' WHERE "published_at" IS NULL;--> statement-breakpoint
UPDATE "articles" SET "first_published_at" = "published_at" WHERE "published_at" IS NOT NULL;--> statement-breakpoint
UPDATE "creative_pieces" SET "first_published_at" = "published_at";--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_status_check" CHECK (status in ('draft', 'review', 'scheduled', 'published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_published_check" CHECK ((status = 'published') = (published_at is not null));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_scheduled_check" CHECK ((status = 'scheduled') = (scheduled_for is not null));--> statement-breakpoint
ALTER TABLE "creative_pieces" ADD CONSTRAINT "creative_pieces_status_check" CHECK (status in ('draft', 'review', 'scheduled', 'published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "creative_pieces" ADD CONSTRAINT "creative_pieces_published_check" CHECK ((status = 'published') = (published_at is not null));--> statement-breakpoint
ALTER TABLE "creative_pieces" ADD CONSTRAINT "creative_pieces_scheduled_check" CHECK ((status = 'scheduled') = (scheduled_for is not null));
--> statement-breakpoint
CREATE TABLE "editor_presence" (
	"piece_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editor_presence_piece_key_user_id_pk" PRIMARY KEY("piece_key","user_id")
);
--> statement-breakpoint
ALTER TABLE "editor_presence" ADD CONSTRAINT "editor_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
