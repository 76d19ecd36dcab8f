CREATE TABLE "piece_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid,
	"creative_piece_id" uuid,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "piece_approvals_one_piece_check" CHECK (num_nonnulls(article_id, creative_piece_id) = 1),
	CONSTRAINT "piece_approvals_role_check" CHECK (role in ('editor', 'adviser'))
);
--> statement-breakpoint
ALTER TABLE "staff_invitations" DROP CONSTRAINT "staff_invitations_role_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "piece_approvals" ADD CONSTRAINT "piece_approvals_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piece_approvals" ADD CONSTRAINT "piece_approvals_creative_piece_id_creative_pieces_id_fk" FOREIGN KEY ("creative_piece_id") REFERENCES "public"."creative_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "piece_approvals_article_idx" ON "piece_approvals" USING btree ("article_id") WHERE "piece_approvals"."article_id" is not null and "piece_approvals"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "piece_approvals_creative_idx" ON "piece_approvals" USING btree ("creative_piece_id") WHERE "piece_approvals"."creative_piece_id" is not null and "piece_approvals"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_uncertain_idx" ON "newsletter_deliveries" USING btree ("issue_id") WHERE "newsletter_deliveries"."status" = 'uncertain';--> statement-breakpoint
CREATE INDEX "notifications_uncertain_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."mail_state" = 'uncertain';--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_role_check" CHECK (role in ('contributor', 'editor', 'admin', 'adviser'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK (role in ('reader', 'contributor', 'editor', 'admin', 'adviser'));