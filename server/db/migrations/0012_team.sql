CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text,
	"subject_id" text,
	"summary" text DEFAULT '' NOT NULL,
	"details" jsonb,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"photo_url" text,
	"class_year" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"show_email" boolean DEFAULT false NOT NULL,
	"on_masthead" boolean DEFAULT false NOT NULL,
	"masthead_order" integer DEFAULT 0 NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "piece_authors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid,
	"creative_piece_id" uuid,
	"person_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "piece_authors_one_piece_check" CHECK (num_nonnulls(article_id, creative_piece_id) = 1)
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_role_check" CHECK (role in ('contributor', 'editor', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "creative_pieces" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "creative_pieces" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piece_authors" ADD CONSTRAINT "piece_authors_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piece_authors" ADD CONSTRAINT "piece_authors_creative_piece_id_creative_pieces_id_fk" FOREIGN KEY ("creative_piece_id") REFERENCES "public"."creative_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piece_authors" ADD CONSTRAINT "piece_authors_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "people_slug_idx" ON "people" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "people_user_idx" ON "people" USING btree ("user_id") WHERE "people"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "people_name_lower_idx" ON "people" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "people_masthead_idx" ON "people" USING btree ("masthead_order") WHERE "people"."on_masthead";--> statement-breakpoint
CREATE UNIQUE INDEX "piece_authors_article_idx" ON "piece_authors" USING btree ("article_id","person_id") WHERE "piece_authors"."article_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "piece_authors_creative_idx" ON "piece_authors" USING btree ("creative_piece_id","person_id") WHERE "piece_authors"."creative_piece_id" is not null;--> statement-breakpoint
CREATE INDEX "piece_authors_person_idx" ON "piece_authors" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_hash_idx" ON "recovery_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_token_idx" ON "staff_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_invitations_email_idx" ON "staff_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "articles_created_by_idx" ON "articles" USING btree ("created_by","created_at" DESC NULLS LAST) WHERE "articles"."created_by" is not null;--> statement-breakpoint
CREATE INDEX "creative_pieces_created_by_idx" ON "creative_pieces" USING btree ("created_by","created_at" DESC NULLS LAST) WHERE "creative_pieces"."created_by" is not null;