CREATE TABLE "site_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid,
	"confirmed_by" uuid,
	"confirmed_from" text,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"kind" text,
	"state" text DEFAULT 'uploading' NOT NULL,
	"handled" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"dry_run" jsonb,
	"report" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "site_imports_state" CHECK (state in ('uploading', 'checking', 'checked', 'importing', 'done', 'failed', 'refused', 'discarded'))
);
--> statement-breakpoint
ALTER TABLE "site_imports" ADD CONSTRAINT "site_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_imports" ADD CONSTRAINT "site_imports_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_imports_created_idx" ON "site_imports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_imports_one_running_idx" ON "site_imports" USING btree ("state") WHERE state = 'importing';