import type { AppLoadContext } from "react-router";
import { can } from "#shared/roles.ts";
import { SPORTS_PATH } from "#shared/sports.ts";
import { createGame, deleteGame, updateGame } from "../../server/modules/sports/games.ts";
import { portalSports } from "../../server/modules/sports/portal.ts";
import { saveStandings } from "../../server/modules/sports/standings.ts";
import { createTeam, deleteTeam, updateTeam } from "../../server/modules/sports/teams.ts";
import { runPortalAction, type PortalOperation } from "~/lib/portal-answer.server.ts";
import { requireCanPage } from "~/lib/staff.server.ts";
import { gameView } from "./sports.server.ts";

/** Sports (issue 42, decision 0078): every reporter sees the games to score; editors keep the teams,
 * the schedule and the typed standings. */
export async function loadPortalSports(request: Request, context: AppLoadContext) {
  const actor = await requireCanPage(request, context, "scores");
  const { teams, games, standings } = await portalSports(context.services.db, actor);
  return {
    manages: can(actor.role, "sports"),
    teams: teams.map(({ id, name, slug, sport, level, gender, season, league, schoolYear }) => ({
      id,
      name,
      slug,
      sport,
      level,
      gender,
      season,
      league,
      schoolYear,
    })),
    games: games.map(gameView),
    standings: standings.map((s) => ({ id: s.id, league: s.league, schoolYear: s.schoolYear, rows: s.rows })),
  };
}

/** Each operation drops the sports pages and the home page's strip only ("sports"). */
const op = (failure: string, run: PortalOperation["run"]): PortalOperation => ({
  changes: "sports",
  failure,
  run,
});

export function portalSportsAction(request: Request, context: AppLoadContext) {
  const { db, config } = context.services;
  return runPortalAction(
    request,
    context,
    {
      "add-team": op("Failed to add the team", async ({ actor, form }) => {
        const team = await createTeam(db, actor, form, config.timeZone);
        return { title: "Team added", description: `${team.name} is at /sports/${team.slug}.` };
      }),
      "update-team": op("Failed to save the team", async ({ actor, form }) => {
        const team = await updateTeam(db, actor, form);
        return { title: "Team saved", description: `${team.name} is saved.` };
      }),
      "delete-team": op("Failed to delete the team", async ({ actor, form }) => {
        const { team, kept } = await deleteTeam(db, actor, form.id);
        return { title: "Team deleted", description: kept ?? `${team.name} is deleted.` };
      }),
      "add-game": op("Failed to add the game", async ({ actor, form }) => {
        const game = await createGame(db, actor, form, config.timeZone);
        return { title: "Game added", description: `Against ${game.opponent}.` };
      }),
      "update-game": op("Failed to save the game", async ({ actor, form }) => {
        const game = await updateGame(db, actor, form, config.timeZone);
        return { title: "Game saved", description: `Against ${game.opponent}.` };
      }),
      "delete-game": op("Failed to delete the game", async ({ actor, form }) => {
        const game = await deleteGame(db, actor, form.id);
        return { title: "Game deleted", description: `Against ${game.opponent}.` };
      }),
      standings: op("Failed to save the standings", async ({ actor, form }) => {
        const { league, rows } = await saveStandings(db, actor, form);
        return rows.length
          ? {
              title: "Standings saved",
              description: `${league}: ${rows.length} teams, as the league published them.`,
            }
          : {
              title: "Standings cleared",
              description: `${league} shows the standings from our results again.`,
            };
      }),
    },
    SPORTS_PATH,
  );
}
