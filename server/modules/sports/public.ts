import { and, asc, desc, eq, gte, inArray, isNull, lt, or } from "drizzle-orm";
import { isoDayIn } from "#shared/dates.ts";
import { dayRange } from "#shared/day-range.ts";
import { outcome, teamLabel } from "#shared/sports.ts";
import type { Db } from "../../db/client.ts";
import { sportGames, sportStandings, sportTeams } from "../../db/schema.ts";
import type { Game } from "./games.ts";
import { recapsOf, teamStories } from "./stories.ts";
import { teamBySlug, type Team } from "./teams.ts";

/** A game as the public pages show it, with its team's name and address. */
export type StripGame = Game & { teamName: string; teamSlug: string; sport: string };

const UPCOMING_DAYS = 7;
const STRIP_MAX = 8;

function stripQuery(db: Db) {
  return db
    .select({
      game: sportGames,
      teamName: sportTeams.name,
      teamSlug: sportTeams.slug,
      sport: sportTeams.sport,
    })
    .from(sportGames)
    .innerJoin(sportTeams, and(eq(sportTeams.id, sportGames.teamId), isNull(sportTeams.deletedAt)));
}

/**
 * The sports strip (decision 0078): live games, today's finals (on the publication's calendar) and,
 * unless `liveOnly` (the home page), the games of the next week. Earliest first, at most 8.
 */
export async function sportsStrip(db: Db, timeZone: string, now = new Date(), liveOnly = false) {
  const today = dayRange(isoDayIn(now, timeZone), timeZone);
  const week = new Date(today.start.getTime() + UPCOMING_DAYS * 86_400_000);
  const rows = await stripQuery(db)
    .where(
      or(
        eq(sportGames.status, "live"),
        and(
          eq(sportGames.status, "final"),
          gte(sportGames.startsAt, today.start),
          lt(sportGames.startsAt, today.end),
        ),
        liveOnly
          ? undefined
          : and(
              eq(sportGames.status, "scheduled"),
              gte(sportGames.startsAt, now),
              lt(sportGames.startsAt, week),
            ),
      ),
    )
    .orderBy(asc(sportGames.startsAt))
    .limit(STRIP_MAX);
  return rows.map(({ game, ...team }) => ({ ...game, ...team }));
}

/** The finals of the week before today (on the publication's calendar), newest first, at most 8: the
 * Sports page's results, which the strip (today's only) no longer shows. */
export async function recentResults(db: Db, timeZone: string, now = new Date()) {
  const today = dayRange(isoDayIn(now, timeZone), timeZone);
  const since = new Date(today.start.getTime() - UPCOMING_DAYS * 86_400_000);
  const rows = await stripQuery(db)
    .where(
      and(
        eq(sportGames.status, "final"),
        gte(sportGames.startsAt, since),
        lt(sportGames.startsAt, today.start),
      ),
    )
    .orderBy(desc(sportGames.startsAt))
    .limit(STRIP_MAX);
  return rows.map(({ game, ...team }) => ({ ...game, ...team }));
}

/** Won, lost and tied of final games. */
export function recordOf(games: Pick<Game, "status" | "scoreUs" | "scoreThem">[]) {
  const count = (o: string) => games.filter((g) => outcome(g) === o).length;
  return { won: count("W"), lost: count("L"), tied: count("T") };
}

export type StandingRow = { team: string; won: number; lost: number; tied: number; ours?: boolean };

/**
 * A league's standings for a school year: the ones typed from the league's table when there are, else
 * computed from the results entered (our teams in the league, and each opponent's games against them).
 */
export async function leagueStandings(db: Db, league: string, schoolYear: number) {
  const [typed] = await db
    .select()
    .from(sportStandings)
    .where(and(eq(sportStandings.league, league), eq(sportStandings.schoolYear, schoolYear)));
  if (typed)
    return { source: "typed" as const, rows: typed.rows as StandingRow[], updatedAt: typed.updatedAt };
  const teams = await db
    .select()
    .from(sportTeams)
    .where(
      and(eq(sportTeams.league, league), eq(sportTeams.schoolYear, schoolYear), isNull(sportTeams.deletedAt)),
    );
  const games = teams.length
    ? await db
        .select()
        .from(sportGames)
        .where(
          and(
            inArray(
              sportGames.teamId,
              teams.map((t) => t.id),
            ),
            eq(sportGames.status, "final"),
          ),
        )
    : [];
  const table = new Map<string, StandingRow>();
  const row = (team: string, ours = false) =>
    table.get(team) ?? table.set(team, { team, won: 0, lost: 0, tied: 0, ours }).get(team)!;
  for (const team of teams) row(team.name, true);
  for (const game of games) {
    const o = outcome(game);
    const ours = row(teams.find((t) => t.id === game.teamId)!.name, true);
    const theirs = row(game.opponent);
    if (o === "W") [ours.won, theirs.lost] = [ours.won + 1, theirs.lost + 1];
    if (o === "L") [ours.lost, theirs.won] = [ours.lost + 1, theirs.won + 1];
    if (o === "T") [ours.tied, theirs.tied] = [ours.tied + 1, theirs.tied + 1];
  }
  const pct = (r: StandingRow) => (r.won + r.tied / 2) / Math.max(1, r.won + r.lost + r.tied);
  const rows = [...table.values()].sort(
    (a, b) => pct(b) - pct(a) || b.won - a.won || a.team.localeCompare(b.team),
  );
  return { source: "computed" as const, rows, updatedAt: null };
}

/** A team's public page: its schedule and results (each with its published recap), its record, its
 * published stories and its league's standings; a deleted
 * or unknown team is `missing` with what to say. */
export async function teamPage(db: Db, slug: string) {
  const team = await teamBySlug(db, slug);
  if (!team || team.deletedAt) return { missing: team ? ("deleted" as const) : ("unknown" as const) };
  const games = await teamGames(db, team);
  const [recaps, stories] = await Promise.all([
    recapsOf(
      db,
      games.map((g) => g.id),
    ),
    teamStories(db, team.id),
  ]);
  return {
    team: { ...team, label: teamLabel(team) },
    games: games.map((g) => ({ ...g, recap: recaps.get(g.id) ?? null })),
    stories,
    record: recordOf(games),
    standings: team.league ? await leagueStandings(db, team.league, team.schoolYear) : null,
  };
}

export async function teamGames(db: Db, team: Team): Promise<Game[]> {
  return db.select().from(sportGames).where(eq(sportGames.teamId, team.id)).orderBy(asc(sportGames.startsAt));
}
