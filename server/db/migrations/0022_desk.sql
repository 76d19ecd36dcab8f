CREATE TABLE "assignment_people" (
	"assignment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "assignment_people_assignment_id_user_id_role_pk" PRIMARY KEY("assignment_id","user_id","role"),
	CONSTRAINT "assignment_people_role_check" CHECK (role in ('writer', 'photographer', 'videographer', 'designer', 'editor'))
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"headline" text NOT NULL,
	"category" text NOT NULL,
	"length" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"draft_due" timestamp with time zone,
	"publish_target" timestamp with time zone,
	"status" text DEFAULT 'assigned' NOT NULL,
	"article_id" uuid,
	"creative_piece_id" uuid,
	"pitch_id" uuid,
	"spike_note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_status_check" CHECK (status in ('assigned', 'drafting', 'review', 'ready', 'published', 'spiked')),
	CONSTRAINT "assignments_category_check" CHECK (category in ('Politics', 'Business', 'Opinion', 'Creative', 'Culture', 'History', 'International', 'Regional', 'India', 'Bangladesh', 'Myanmar', 'Science', 'Lifestyle', 'Entertainment', 'General')),
	CONSTRAINT "assignments_length_check" CHECK ("assignments"."length" >= 0),
	CONSTRAINT "assignments_one_draft_check" CHECK (num_nonnulls(article_id, creative_piece_id) <= 1)
);
--> statement-breakpoint
CREATE TABLE "draft_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid,
	"creative_piece_id" uuid,
	"parent_id" uuid,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"anchor_index" integer,
	"anchor_length" integer,
	"quote" text,
	"on_deleted_text" integer DEFAULT 0 NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_notes_one_piece_check" CHECK (num_nonnulls(article_id, creative_piece_id) = 1)
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"delivery" text NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_preferences_kind_check" CHECK (kind in ('assigned', 'due-soon', 'overdue', 'submitted', 'returned', 'scheduled', 'published', 'note', 'pitch-answered', 'invited')),
	CONSTRAINT "notification_preferences_delivery_check" CHECK (delivery in ('mail', 'digest', 'portal'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"mail_state" text DEFAULT 'none' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK (kind in ('assigned', 'due-soon', 'overdue', 'submitted', 'returned', 'scheduled', 'published', 'note', 'pitch-answered', 'invited')),
	CONSTRAINT "notifications_mail_state_check" CHECK (mail_state in ('none', 'queued', 'digest', 'sending', 'sent', 'uncertain'))
);
--> statement-breakpoint
CREATE TABLE "pitches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"headline" text NOT NULL,
	"angle" text DEFAULT '' NOT NULL,
	"sources" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"media" text[] DEFAULT '{}'::text[] NOT NULL,
	"wanted_on" date,
	"status" text DEFAULT 'open' NOT NULL,
	"answer_note" text,
	"pitched_by" uuid,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pitches_status_check" CHECK (status in ('open', 'more', 'accepted', 'declined')),
	CONSTRAINT "pitches_category_check" CHECK (category in ('Politics', 'Business', 'Opinion', 'Creative', 'Culture', 'History', 'International', 'Regional', 'India', 'Bangladesh', 'Myanmar', 'Science', 'Lifestyle', 'Entertainment', 'General'))
);
--> statement-breakpoint
ALTER TABLE "assignment_people" ADD CONSTRAINT "assignment_people_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_people" ADD CONSTRAINT "assignment_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_creative_piece_id_creative_pieces_id_fk" FOREIGN KEY ("creative_piece_id") REFERENCES "public"."creative_pieces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_notes" ADD CONSTRAINT "draft_notes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_notes" ADD CONSTRAINT "draft_notes_creative_piece_id_creative_pieces_id_fk" FOREIGN KEY ("creative_piece_id") REFERENCES "public"."creative_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_notes" ADD CONSTRAINT "draft_notes_parent_id_draft_notes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."draft_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_notes" ADD CONSTRAINT "draft_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_notes" ADD CONSTRAINT "draft_notes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_pitched_by_users_id_fk" FOREIGN KEY ("pitched_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_people_user_idx" ON "assignment_people" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_article_idx" ON "assignments" USING btree ("article_id") WHERE "assignments"."article_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_creative_idx" ON "assignments" USING btree ("creative_piece_id") WHERE "assignments"."creative_piece_id" is not null;--> statement-breakpoint
CREATE INDEX "assignments_publish_target_idx" ON "assignments" USING btree ("publish_target");--> statement-breakpoint
CREATE INDEX "assignments_open_due_idx" ON "assignments" USING btree ("draft_due") WHERE "assignments"."status" not in ('published', 'spiked');--> statement-breakpoint
CREATE INDEX "draft_notes_article_idx" ON "draft_notes" USING btree ("article_id","created_at") WHERE "draft_notes"."article_id" is not null;--> statement-breakpoint
CREATE INDEX "draft_notes_creative_idx" ON "draft_notes" USING btree ("creative_piece_id","created_at") WHERE "draft_notes"."creative_piece_id" is not null;--> statement-breakpoint
CREATE INDEX "draft_notes_parent_idx" ON "draft_notes" USING btree ("parent_id") WHERE "draft_notes"."parent_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_idx" ON "notifications" USING btree ("user_id","event_key");--> statement-breakpoint
CREATE INDEX "notifications_user_newest_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_digest_idx" ON "notifications" USING btree ("user_id","created_at") WHERE "notifications"."mail_state" = 'digest';--> statement-breakpoint
CREATE INDEX "pitches_open_idx" ON "pitches" USING btree ("created_at") WHERE "pitches"."status" in ('open', 'more');--> statement-breakpoint
CREATE INDEX "pitches_pitched_by_idx" ON "pitches" USING btree ("pitched_by","created_at" DESC NULLS LAST);