import { GameLine, gameWhen } from "./game-line.tsx";
import type { StripGame } from "./sports-strip.tsx";

/** The Sports page's finals of the past week before today (decision 0078), newest first, each with its
 * day; nothing when there are none. */
export function RecentResults({ games }: { games: StripGame[] }) {
  if (games.length === 0) return null;
  return (
    <section aria-labelledby="results-heading" className="mt-8">
      <h2 id="results-heading" className="font-serif text-2xl font-bold">
        Results of the past week
      </h2>
      <ol className="mt-3 divide-y divide-rule border-y border-rule">
        {games.map((g) => (
          <li key={g.id} className="py-3">
            <p className="text-sm text-muted">
              <time dateTime={g.startsAt}>{gameWhen(g)}</time>
            </p>
            <GameLine game={g} sport={g.sport} team={{ name: g.teamName, slug: g.teamSlug }} />
          </li>
        ))}
      </ol>
    </section>
  );
}
