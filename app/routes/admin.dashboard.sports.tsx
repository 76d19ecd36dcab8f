import type { Route } from "./+types/admin.dashboard.sports";
import { SettingsCard } from "~/components/portal/settings/card.tsx";
import { GameForm } from "~/components/portal/sports/game-form.tsx";
import { GamesList } from "~/components/portal/sports/games-list.tsx";
import { StandingsForm } from "~/components/portal/sports/standings-form.tsx";
import { EMPTY_TEAM, TeamForm } from "~/components/portal/sports/team-form.tsx";
import { TeamsList } from "~/components/portal/sports/teams-list.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { privateMeta } from "~/lib/meta.ts";
import { loadPortalSports, portalSportsAction } from "./admin.dashboard.sports.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Sports");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPortalSports(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return portalSportsAction(request, context);
}

/** Sports (issue 42, decision 0078): the games to score, for every reporter; the teams, the schedule
 * and the standings, for editors. */
export default function PortalSports({ loaderData }: Route.ComponentProps) {
  const { manages, teams, games, standings } = loaderData;
  const timeZone = useTimeZone();
  const leagues = [
    ...new Map(
      teams
        .filter((t) => t.league)
        .map((t) => [`${t.schoolYear}|${t.league}`, { league: t.league, schoolYear: t.schoolYear }]),
    ).values(),
  ];
  return (
    <section aria-labelledby="sports-heading" className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <h1 id="sports-heading" className="font-serif text-3xl font-bold">
        Sports
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        At the game, open it and press Enter score: type each period as it ends, then the final. Every save
        updates the Sports page, the team's page and, while it is live or final today, the home page.
      </p>
      <GamesList games={games} teams={teams} manages={manages} timeZone={timeZone} />
      {manages && (
        <div className="mt-8 grid gap-8">
          {teams.length > 0 && (
            <SettingsCard
              id="add-game"
              title="Add a game"
              description={`Times are on the publication's calendar (${timeZone}).`}
            >
              <GameForm
                initial={{
                  teamId: teams[0]!.id,
                  date: "",
                  time: "19:00",
                  where: "home",
                  opponent: "",
                  venue: "",
                }}
                teams={teams}
                timeZone={timeZone}
              />
            </SettingsCard>
          )}
          <TeamsList teams={teams} />
          <SettingsCard
            id="add-team"
            title="Add a team"
            description="A team plays for this school year; next year's is a new team."
          >
            <TeamForm initial={EMPTY_TEAM} />
          </SettingsCard>
          <SettingsCard
            id="standings"
            title="Standings"
            description="Typed as the league published them; otherwise computed from our results."
          >
            <StandingsForm leagues={leagues} typed={standings} />
          </SettingsCard>
        </div>
      )}
    </section>
  );
}
