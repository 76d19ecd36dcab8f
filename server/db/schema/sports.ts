import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { GAME_STATUSES, TEAM_GENDERS, TEAM_LEVELS, TEAM_SEASONS } from "#shared/sports.ts";
import { articles } from "./content.ts";
import { createdAt, id, inList, ts } from "./columns.ts";

/**
 * The sports desk (issue 42, decision 0078). A team of the school for one school year (the calendar
 * year its school year starts in, decision 0067): a new season is a new team row, so last year's
 * record stays as it was. Deleting one sets `deleted_at`: its games and stories keep it.
 */
export const sportTeams = pgTable(
  "sport_teams",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    sport: text("sport").notNull(),
    level: text("level").notNull(),
    gender: text("gender").notNull(),
    season: text("season").notNull(),
    schoolYear: integer("school_year").notNull(),
    /** The league or conference it plays in; its standings are computed or typed per league. */
    league: text("league").notNull().default(""),
    deletedAt: ts("deleted_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sport_teams_slug_idx").on(t.slug),
    index("sport_teams_year_idx").on(t.schoolYear),
    check("sport_teams_level_check", inList("level", TEAM_LEVELS)),
    check("sport_teams_gender_check", inList("gender", TEAM_GENDERS)),
    check("sport_teams_season_check", inList("season", TEAM_SEASONS)),
  ],
);

/** One score line: ours and theirs for a period (a quarter, a half, an inning…). */
export type PeriodScore = { us: number; them: number };

/**
 * A game of a team: its instant, and the publication's time zone when it was entered (the calendar
 * writes its local time in that zone, across a daylight-saving change). The score is by period
 * (`periods`) or only the final (`final_us`, `final_them`); with periods, the final is their sum.
 */
export const sportGames = pgTable(
  "sport_games",
  {
    id: id(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => sportTeams.id, { onDelete: "restrict" }),
    startsAt: ts("starts_at").notNull(),
    timeZone: text("time_zone").notNull(),
    home: boolean("home").notNull(),
    opponent: text("opponent").notNull(),
    venue: text("venue").notNull().default(""),
    status: text("status").notNull().default("scheduled"),
    periods: jsonb("periods").$type<PeriodScore[]>().notNull().default([]),
    scoreUs: integer("score_us"),
    scoreThem: integer("score_them"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("sport_games_team_idx").on(t.teamId, t.startsAt),
    index("sport_games_starts_idx").on(t.startsAt),
    check("sport_games_status_check", inList("status", GAME_STATUSES)),
  ],
);

/** Standings a league published, typed by an editor: they win over the ones computed from results. */
export const sportStandings = pgTable(
  "sport_standings",
  {
    id: id(),
    league: text("league").notNull(),
    schoolYear: integer("school_year").notNull(),
    rows: jsonb("rows").$type<{ team: string; won: number; lost: number; tied: number }[]>().notNull(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sport_standings_league_idx").on(t.league, t.schoolYear)],
);

/**
 * What a story is about on the sports desk (issue 42, decision 0078): a team, or one of its games (and
 * so its team), a game's recap when `recap`. The live tags of an article, in the editor's order; a
 * revision or a pending copy holds them in its JSON as `sports` (content/fields.ts), as it holds the
 * byline's people, and the one door writes this table from them (setSportTags).
 */
export const sportPieceTags = pgTable(
  "sport_piece_tags",
  {
    id: id(),
    articleId: uuid("article_id")
      .notNull()
      .references((): AnyPgColumn => articles.id, { onDelete: "cascade" }),
    teamId: uuid("team_id")
      .notNull()
      .references(() => sportTeams.id, { onDelete: "cascade" }),
    /** None: the story is about the team (a season preview), not one game. */
    gameId: uuid("game_id").references(() => sportGames.id, { onDelete: "cascade" }),
    recap: boolean("recap").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sport_piece_tags_game_piece_idx")
      .on(t.articleId, t.gameId)
      .where(sql`${t.gameId} is not null`),
    uniqueIndex("sport_piece_tags_team_piece_idx")
      .on(t.articleId, t.teamId)
      .where(sql`${t.gameId} is null`),
    index("sport_piece_tags_team_idx").on(t.teamId),
    index("sport_piece_tags_game_idx")
      .on(t.gameId)
      .where(sql`${t.recap}`),
    check("sport_piece_tags_recap_check", sql`${t.gameId} is not null or not ${t.recap}`),
  ],
);
