import { data, type AppLoadContext } from "react-router";
import { SPORTS_TEXTS } from "#shared/sports.ts";
import { plainAnswer } from "../../server/http/answers.ts";
import { teamCalendar } from "../../server/modules/sports/calendar.ts";
import { schoolYearName } from "#shared/school-year.ts";
import { recentResults, sportsStrip, teamPage } from "../../server/modules/sports/public.ts";
import { teamStories } from "../../server/modules/sports/stories.ts";
import { getSchoolYearSetting } from "../../server/modules/school-year/setting.ts";
import { publicTeams } from "../../server/modules/sports/teams.ts";
import { getSiteIdentity } from "../../server/modules/settings/site-settings.ts";

/** A game as the public pages carry it (dates as ISO text). */
export const gameView = <G extends { startsAt: Date; updatedAt: Date; createdAt: Date }>(g: G) => ({
  ...g,
  startsAt: g.startsAt.toISOString(),
  updatedAt: g.updatedAt.toISOString(),
  createdAt: g.createdAt.toISOString(),
});

/** The strip for the Sports page (with the week's games) or the home page (live and today's finals). */
export async function loadStrip(context: AppLoadContext, liveOnly: boolean) {
  const { db, config } = context.services;
  context.pageTags.add("sports");
  return (await sportsStrip(db, config.timeZone, new Date(), liveOnly)).map(gameView);
}

const storyView = <S extends { publishedAt: Date | null }>(s: S) => ({
  ...s,
  publishedAt: s.publishedAt?.toISOString() ?? null,
});

/** /sports (decision 0078): the strip, the past week's results, the latest stories about the teams,
 * and every team by school year. Cached; a score drops it ("sports"), a story's change too ("content"). */
export async function loadSports(context: AppLoadContext) {
  const { db, config } = context.services;
  const [strip, results, stories, teams, setting] = await Promise.all([
    loadStrip(context, false),
    recentResults(db, config.timeZone),
    teamStories(db),
    publicTeams(db),
    getSchoolYearSetting(db),
  ]);
  return {
    strip,
    results: results.map(gameView),
    stories: stories.map(storyView),
    teams: teams.map(({ id, name, slug, sport, season, schoolYear }) => ({
      id,
      name,
      slug,
      sport,
      season,
      year: schoolYearName(schoolYear, setting),
    })),
  };
}

/** /sports/:team: the team's schedule, results, record and standings; 404 with what happened. */
export async function loadTeam(context: AppLoadContext, slug: string) {
  const { db } = context.services;
  const [page, setting] = await Promise.all([teamPage(db, slug), getSchoolYearSetting(db)]);
  if ("missing" in page) {
    const message = page.missing === "deleted" ? SPORTS_TEXTS.teamDeleted : SPORTS_TEXTS.teamNotFound;
    return data({ kind: "missing" as const, message }, { status: 404 });
  }
  return {
    kind: "team" as const,
    team: {
      ...page.team,
      createdAt: page.team.createdAt.toISOString(),
      deletedAt: null,
      year: schoolYearName(page.team.schoolYear, setting),
    },
    games: page.games.map(gameView),
    stories: page.stories.map(storyView),
    record: page.record,
    standings: page.standings && {
      ...page.standings,
      updatedAt: page.standings.updatedAt?.toISOString() ?? null,
    },
  };
}

/** /sports/:team/calendar.ics: the team's games for calendar apps; a bad team is a plain 404 that says so. */
export async function loadCalendar(context: AppLoadContext, slug: string) {
  const { db, config } = context.services;
  const { siteName } = await getSiteIdentity(db);
  const ics = await teamCalendar(
    db,
    { url: config.publicUrl, name: siteName, timeZone: config.timeZone },
    slug,
  );
  if (ics === null)
    return plainAnswer(404, `${SPORTS_TEXTS.teamNotFound} Check the calendar's address on the team's page.`);
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="${slug}.ics"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
