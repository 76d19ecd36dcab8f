import { Link } from "react-router";
import type { Route } from "./+types/sports";
import { SEASON_LABELS } from "#shared/sports.ts";
import { SportsStrip } from "~/components/sports/sports-strip.tsx";
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

/** /sports (issue 42, decision 0078): the scores strip and every team of the sports desk. */
export default function Sports({ loaderData }: Route.ComponentProps) {
  const { strip, teams } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <header className="border-b-4 border-double border-ink pb-5">
        <p className="text-xs font-bold tracking-widest text-accent uppercase">Section</p>
        <h1 className="mt-1 font-serif text-4xl font-black tracking-tight sm:text-5xl">Sports</h1>
      </header>
      <div className="mt-6">
        <SportsStrip games={strip} title="Scores and upcoming games" linkToSports={false} />
      </div>
      <section aria-labelledby="teams-heading" className="mt-8">
        <h2 id="teams-heading" className="font-serif text-2xl font-bold">
          Teams
        </h2>
        {teams.length === 0 ? (
          <p className="mt-3">No teams yet.</p>
        ) : (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {teams.map((t) => (
              <li key={t.id}>
                <Link
                  to={`/sports/${t.slug}`}
                  className="flex min-h-11 items-center border border-rule px-3 font-semibold hover:border-ink hover:text-accent"
                >
                  {t.name}
                  <span className="ml-2 text-sm font-normal text-muted">
                    {SEASON_LABELS[t.season as keyof typeof SEASON_LABELS]}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
