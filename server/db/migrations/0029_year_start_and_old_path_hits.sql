ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "old_paths" ADD COLUMN "hits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "old_paths" ADD COLUMN "last_hit_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "old_paths_hits_idx" ON "old_paths" USING btree ("hits" DESC NULLS LAST,"path");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK (kind in ('assigned', 'due-soon', 'overdue', 'submitted', 'returned', 'scheduled', 'published', 'note', 'pitch-answered', 'invited', 'rollover-due'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('assigned', 'due-soon', 'overdue', 'submitted', 'returned', 'scheduled', 'published', 'note', 'pitch-answered', 'invited', 'rollover-due'));