CREATE TABLE "sport_games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"home" boolean NOT NULL,
	"opponent" text NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"periods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score_us" integer,
	"score_them" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_games_status_check" CHECK (status in ('scheduled', 'live', 'final', 'postponed'))
);
--> statement-breakpoint
CREATE TABLE "sport_standings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league" text NOT NULL,
	"school_year" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sport" text NOT NULL,
	"level" text NOT NULL,
	"gender" text NOT NULL,
	"season" text NOT NULL,
	"school_year" integer NOT NULL,
	"league" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_teams_level_check" CHECK (level in ('varsity', 'jv', 'freshman', 'middle-school', 'club')),
	CONSTRAINT "sport_teams_gender_check" CHECK (gender in ('boys', 'girls', 'coed')),
	CONSTRAINT "sport_teams_season_check" CHECK (season in ('fall', 'winter', 'spring', 'summer'))
);
--> statement-breakpoint
ALTER TABLE "sport_games" ADD CONSTRAINT "sport_games_team_id_sport_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."sport_teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_games_team_idx" ON "sport_games" USING btree ("team_id","starts_at");--> statement-breakpoint
CREATE INDEX "sport_games_starts_idx" ON "sport_games" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_standings_league_idx" ON "sport_standings" USING btree ("league","school_year");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_teams_slug_idx" ON "sport_teams" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "sport_teams_year_idx" ON "sport_teams" USING btree ("school_year");