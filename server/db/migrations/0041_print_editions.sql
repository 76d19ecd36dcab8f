CREATE TABLE "print_edition_pieces" (
	"edition_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"page" integer NOT NULL,
	CONSTRAINT "print_edition_pieces_edition_id_article_id_pk" PRIMARY KEY("edition_id","article_id"),
	CONSTRAINT "print_edition_pieces_page_check" CHECK ("print_edition_pieces"."page" >= 1)
);
--> statement-breakpoint
CREATE TABLE "print_edition_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edition_id" uuid NOT NULL,
	"fields" jsonb NOT NULL,
	"edited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_editions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"volume" integer NOT NULL,
	"number" integer NOT NULL,
	"issued_on" date NOT NULL,
	"title" text NOT NULL,
	"pdf_file_id" uuid NOT NULL,
	"cover_media_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_for" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_editions_status_check" CHECK (status in ('draft', 'scheduled', 'published'))
);
--> statement-breakpoint
CREATE TABLE "print_pages" (
	"pdf_file_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "print_pages_pdf_file_id_page_pk" PRIMARY KEY("pdf_file_id","page")
);
--> statement-breakpoint
ALTER TABLE "media_files" DROP CONSTRAINT "media_files_kind_check";--> statement-breakpoint
ALTER TABLE "media_uploads" DROP CONSTRAINT "media_uploads_kind_check";--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "page_count" integer;--> statement-breakpoint
ALTER TABLE "print_edition_pieces" ADD CONSTRAINT "print_edition_pieces_edition_id_print_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."print_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_edition_pieces" ADD CONSTRAINT "print_edition_pieces_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_edition_revisions" ADD CONSTRAINT "print_edition_revisions_edition_id_print_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."print_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_edition_revisions" ADD CONSTRAINT "print_edition_revisions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_editions" ADD CONSTRAINT "print_editions_pdf_file_id_media_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."media_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_editions" ADD CONSTRAINT "print_editions_cover_media_id_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_pages" ADD CONSTRAINT "print_pages_pdf_file_id_media_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_edition_pieces_article_idx" ON "print_edition_pieces" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "print_edition_revisions_edition_idx" ON "print_edition_revisions" USING btree ("edition_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "print_editions_volume_number_idx" ON "print_editions" USING btree ("volume","number");--> statement-breakpoint
CREATE INDEX "print_editions_issued_idx" ON "print_editions" USING btree ("issued_on");--> statement-breakpoint
CREATE INDEX "print_pages_text_idx" ON "print_pages" USING gin (to_tsvector('english', "text"));--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_kind_check" CHECK (kind in ('video', 'audio', 'captions', 'pdf'));--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_kind_check" CHECK (kind in ('video', 'audio', 'captions', 'pdf'));