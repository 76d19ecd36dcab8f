import { Link } from "react-router";
import type { Route } from "./+types/sports";
import { SEASON_LABELS } from "#shared/sports.ts";
import { RecentResults } from "~/components/sports/recent-results.tsx";
import { SportsStrip } from "~/components/sports/sports-strip.tsx";
import { TeamStories } from "~/components/sports/team-stories.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { loadSports } from "./sports.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return loadSports(context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Sports",
    description: "Scores, schedules and standings of the school's teams.",
  });

/** /sports (issue 42, decision 0078): the scores strip, the latest stories about the teams, the past
 * week's results, and every team of the sports desk by school year. */
export default function Sports({ loaderData }: Route.ComponentProps) {
  const { strip, results, stories, teams } = loaderData;
  const years = [...new Set(teams.map((t) => t.year))];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <header className="pb-5">
        <p className="text-xs font-bold tracking-widest text-accent uppercase">Section</p>
        <h1 className="mt-1 font-serif text-4xl font-black tracking-tight sm:text-5xl">Sports</h1>
      </header>
      <SportsStrip games={strip} title="Scores and upcoming games" linkToSports={false} />
      <div className="grid gap-x-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TeamStories stories={stories} title="Latest stories" empty="No stories about the teams yet." />
        <div>
          <RecentResults games={results} />
          <section aria-labelledby="teams-heading" className="mt-8">
            <h2 id="teams-heading" className="font-serif text-2xl font-bold">
              Teams
            </h2>
            {teams.length === 0 && <p className="mt-3">No teams yet.</p>}
            {years.map((year) => (
              <div key={year}>
                <h3 className="mt-4 text-xs font-bold tracking-widest text-muted uppercase">{year}</h3>
                <ul className="mt-2 grid gap-2">
                  {teams
                    .filter((t) => t.year === year)
                    .map((t) => (
                      <li key={t.id}>
                        <Link
                          to={`/sports/${t.slug}`}
                          className="flex min-h-11 flex-wrap items-center gap-x-2 border border-rule px-3 py-2 font-semibold hover:border-ink hover:text-accent"
                        >
                          {t.name}
                          <span className="text-sm font-normal text-muted">
                            {SEASON_LABELS[t.season as keyof typeof SEASON_LABELS]}
                          </span>
                        </Link>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </section>
        </div>
      </div>
    </div>
  );
}
