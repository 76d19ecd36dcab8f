CREATE TABLE "sport_piece_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"recap" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sport_piece_tags" ADD CONSTRAINT "sport_piece_tags_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_piece_tags" ADD CONSTRAINT "sport_piece_tags_team_id_sport_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."sport_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_piece_tags" ADD CONSTRAINT "sport_piece_tags_game_id_sport_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."sport_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sport_piece_tags_piece_idx" ON "sport_piece_tags" USING btree ("game_id","article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_piece_tags_recap_idx" ON "sport_piece_tags" USING btree ("game_id") WHERE "sport_piece_tags"."recap";--> statement-breakpoint
CREATE INDEX "sport_piece_tags_team_idx" ON "sport_piece_tags" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "sport_piece_tags_article_idx" ON "sport_piece_tags" USING btree ("article_id");