CREATE TABLE "live_blogs" (
	"article_id" uuid PRIMARY KEY NOT NULL,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"oldest_first" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'published' NOT NULL,
	"note" text,
	"corrected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_entries_state_check" CHECK (state in ('published', 'pending', 'deleted'))
);
--> statement-breakpoint
ALTER TABLE "live_blogs" ADD CONSTRAINT "live_blogs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_entries" ADD CONSTRAINT "live_entries_article_id_live_blogs_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."live_blogs"("article_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_entries_article_idx" ON "live_entries" USING btree ("article_id","created_at" DESC NULLS LAST);