DROP INDEX "sport_piece_tags_piece_idx";--> statement-breakpoint
DROP INDEX "sport_piece_tags_recap_idx";--> statement-breakpoint
DROP INDEX "sport_piece_tags_article_idx";--> statement-breakpoint
ALTER TABLE "sport_piece_tags" ALTER COLUMN "game_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_piece_tags" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sport_piece_tags_game_piece_idx" ON "sport_piece_tags" USING btree ("article_id","game_id") WHERE "sport_piece_tags"."game_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sport_piece_tags_team_piece_idx" ON "sport_piece_tags" USING btree ("article_id","team_id") WHERE "sport_piece_tags"."game_id" is null;--> statement-breakpoint
CREATE INDEX "sport_piece_tags_game_idx" ON "sport_piece_tags" USING btree ("game_id") WHERE "sport_piece_tags"."recap";--> statement-breakpoint
ALTER TABLE "sport_piece_tags" ADD CONSTRAINT "sport_piece_tags_recap_check" CHECK ("sport_piece_tags"."game_id" is not null or not "sport_piece_tags"."recap");