CREATE TABLE "print_import_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid,
	"pattern" text NOT NULL,
	"publish" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'uploading' NOT NULL,
	"report" jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "print_imports_state_check" CHECK (state in ('uploading', 'importing', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "print_edition_revisions" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "print_import_files" ADD CONSTRAINT "print_import_files_import_id_print_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."print_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_imports" ADD CONSTRAINT "print_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_import_files_name_idx" ON "print_import_files" USING btree ("import_id","name");--> statement-breakpoint
CREATE INDEX "print_imports_created_idx" ON "print_imports" USING btree ("created_at");