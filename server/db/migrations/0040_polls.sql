CREATE TABLE "poll_choices" (
	"poll_id" uuid NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "poll_choices_poll_id_key_pk" PRIMARY KEY("poll_id","key")
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"poll_id" uuid NOT NULL,
	"choice_key" text NOT NULL,
	"voter" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"article_id" uuid,
	"creative_piece_id" uuid,
	"question" text NOT NULL,
	"results_before_vote" boolean DEFAULT false NOT NULL,
	"closes_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"in_content" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "polls_one_piece_check" CHECK (num_nonnulls("polls"."article_id", "polls"."creative_piece_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "poll_choices" ADD CONSTRAINT "poll_choices_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_choice_fk" FOREIGN KEY ("poll_id","choice_key") REFERENCES "public"."poll_choices"("poll_id","key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_creative_piece_id_creative_pieces_id_fk" FOREIGN KEY ("creative_piece_id") REFERENCES "public"."creative_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "poll_votes_voter_idx" ON "poll_votes" USING btree ("poll_id","voter");--> statement-breakpoint
CREATE INDEX "poll_votes_choice_idx" ON "poll_votes" USING btree ("poll_id","choice_key");--> statement-breakpoint
CREATE INDEX "polls_article_idx" ON "polls" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "polls_creative_idx" ON "polls" USING btree ("creative_piece_id");