CREATE TABLE "imported_items" (
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_items_source_kind_source_id_pk" PRIMARY KEY("source","kind","source_id")
);
--> statement-breakpoint
CREATE TABLE "old_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"article_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "old_paths" ADD CONSTRAINT "old_paths_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "old_paths_article_idx" ON "old_paths" USING btree ("article_id");