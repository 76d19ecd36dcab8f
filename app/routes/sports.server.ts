import { data, type AppLoadContext } from "react-router";
import { SPORTS_TEXTS } from "#shared/sports.ts";
import { plainAnswer } from "../../server/http/answers.ts";
import { teamCalendar } from "../../server/modules/sports/calendar.ts";
import { sportsStrip, teamPage } from "../../server/modules/sports/public.ts";
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

/** /sports (decision 0078): the strip and every team. Cached; a score drops it ("sports"). */
export async function loadSports(context: AppLoadContext) {
  const [strip, teams] = await Promise.all([loadStrip(context, false), publicTeams(context.services.db)]);
  return {
    strip,
    teams: teams.map(({ id, name, slug, sport, season, schoolYear }) => ({
      id,
      name,
      slug,
      sport,
      season,
      schoolYear,
    })),
  };
}

/** /sports/:team: the team's schedule, results, record and standings; 404 with what happened. */
export async function loadTeam(context: AppLoadContext, slug: string) {
  const page = await teamPage(context.services.db, slug);
  if ("missing" in page) {
    const message = page.missing === "deleted" ? SPORTS_TEXTS.teamDeleted : SPORTS_TEXTS.teamNotFound;
    return data({ kind: "missing" as const, message }, { status: 404 });
  }
  return {
    kind: "team" as const,
    team: { ...page.team, createdAt: page.team.createdAt.toISOString(), deletedAt: null },
    games: page.games.map(gameView),
    stories: page.stories.map((s) => ({ ...s, publishedAt: s.publishedAt?.toISOString() ?? null })),
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
  const ics = await teamCalendar(db, config.publicUrl, siteName, slug);
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
