import { Link } from "react-router";
import type { Route } from "./+types/sports.team";
import { SEASON_LABELS } from "#shared/sports.ts";
import { GameLine, gameWhen } from "~/components/sports/game-line.tsx";
import { sportsEvent } from "~/components/sports/sports-event.ts";
import { Standings } from "~/components/sports/standings.tsx";
import { TeamStories } from "~/components/sports/team-stories.tsx";
import { pageMeta, publicUrlFrom } from "~/lib/meta.ts";
import { loadTeam } from "./sports.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadTeam(context, params.team);
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data || data.kind !== "team") return pageMeta(matches, { title: "Team not found" });
  const url = `${publicUrlFrom(matches)}/sports/${data.team.slug}`;
  return [
    ...pageMeta(matches, {
      title: data.team.name,
      description: `${data.team.label}: schedule, results and record.`,
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "text/calendar",
      title: `${data.team.name} calendar`,
      href: `/sports/${data.team.slug}/calendar.ics`,
    },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@graph": data.games.map((g) => sportsEvent(g, data.team, url)),
      },
    },
  ];
};

/** /sports/:team (decision 0078): the team's record, schedule, results and league standings. */
export default function Team({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "missing")
    return (
      <section className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="font-serif text-3xl font-bold">Team not found</h1>
        <p className="mt-4">{loaderData.message}</p>
        <p className="mt-4">
          <Link to="/sports" className="font-semibold text-accent hover:underline">
            Every team
          </Link>
        </p>
      </section>
    );
  const { team, games, stories, record, standings } = loaderData;
  const results = games.filter((g) => g.status === "final").reverse();
  const schedule = games.filter((g) => g.status !== "final");
  return (
    <article aria-labelledby="team-heading" className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm">
        <Link to="/sports" className="font-semibold text-accent hover:underline">
          Sports
        </Link>
      </p>
      <h1 id="team-heading" className="mt-3 font-serif text-3xl font-bold sm:text-4xl">
        {team.name}
      </h1>
      <p className="mt-1 text-muted">
        {[
          team.label !== team.name && team.label,
          `${SEASON_LABELS[team.season as keyof typeof SEASON_LABELS]} ${team.year}`,
          team.league,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <p className="mt-4 text-lg">
        Record:{" "}
        <strong data-testid="team-record">{`${record.won}–${record.lost}${record.tied ? `–${record.tied}` : ""}`}</strong>
        <span className="text-muted"> (won–lost{record.tied ? "–tied" : ""})</span>
      </p>
      <p className="mt-2 text-sm">
        <a href={`/sports/${team.slug}/calendar.ics`} className="font-semibold text-accent hover:underline">
          Add the schedule to your calendar (.ics)
        </a>
      </p>
      <GameList title="Schedule" empty="No games to come." games={schedule} sport={team.sport} />
      <GameList title="Results" empty="No results yet." games={results} sport={team.sport} />
      {standings && <Standings league={team.league} standings={standings} />}
      <TeamStories stories={stories} />
    </article>
  );
}

function GameList({
  title,
  empty,
  games,
  sport,
}: {
  title: string;
  empty: string;
  games: (Parameters<typeof GameLine>[0]["game"] & {
    id: string;
    recap: { slug: string; title: string } | null;
  })[];
  sport: string;
}) {
  return (
    <section aria-label={title} className="mt-8">
      <h2 className="font-serif text-2xl font-bold">{title}</h2>
      {games.length === 0 ? (
        <p className="mt-3">{empty}</p>
      ) : (
        <ol className="mt-3 divide-y divide-rule border-y border-rule">
          {games.map((g) => (
            <li key={g.id} id={`game-${g.id}`} className="scroll-mt-4 py-3 target:bg-accent/5">
              <p className="text-sm text-muted">
                <time dateTime={g.startsAt}>{gameWhen(g)}</time>
                {g.venue && ` · ${g.venue}`}
              </p>
              <GameLine game={g} sport={sport} />
              {g.recap && (
                <p className="mt-1 text-sm">
                  <a
                    href={`/article/${g.recap.slug}`}
                    className="font-semibold text-accent underline underline-offset-2"
                  >
                    Recap: {g.recap.title}
                  </a>
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
