CREATE TABLE "podcast_shows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"cover_media_id" uuid,
	"cover_key" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"language" text DEFAULT 'en' NOT NULL,
	"explicit" boolean DEFAULT false NOT NULL,
	"author" text NOT NULL,
	"owner_name" text NOT NULL,
	"owner_email" text NOT NULL,
	"locked" boolean DEFAULT true NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "podcast_show_id" uuid;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "episode_number" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "audio_file_id" uuid;--> statement-breakpoint
ALTER TABLE "podcast_shows" ADD CONSTRAINT "podcast_shows_cover_media_id_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "podcast_shows_slug_idx" ON "podcast_shows" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "podcast_shows_name_idx" ON "podcast_shows" USING btree ("name");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_podcast_show_id_podcast_shows_id_fk" FOREIGN KEY ("podcast_show_id") REFERENCES "public"."podcast_shows"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_audio_file_id_media_files_id_fk" FOREIGN KEY ("audio_file_id") REFERENCES "public"."media_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_podcast_show_idx" ON "articles" USING btree ("podcast_show_id","published_at" DESC NULLS LAST) WHERE "articles"."podcast_show_id" is not null;