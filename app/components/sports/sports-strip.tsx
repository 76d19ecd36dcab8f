import { Link } from "react-router";
import { GameLine, type GameView } from "./game-line.tsx";

export type StripGame = GameView & { teamName: string; teamSlug: string; sport: string };

/** The sports strip (decision 0078): live games, today's finals and, on the Sports page, the week's
 * games. Server-rendered with no script; the page cache drops it when a score changes. */
export function SportsStrip({
  games,
  title,
  linkToSports = true,
}: {
  games: StripGame[];
  title: string;
  /** The link to /sports, left out on /sports itself. */
  linkToSports?: boolean;
}) {
  return (
    <section aria-labelledby="sports-strip-heading" className="border-y-2 border-ink py-3">
      <h2 id="sports-strip-heading" className="text-xs font-bold tracking-widest text-accent uppercase">
        {title}
      </h2>
      {games.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No games this week.</p>
      ) : (
        <ul className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {games.map((g) => (
            <li key={g.id} className="border-l-2 border-rule pl-3">
              <GameLine game={g} sport={g.sport} team={{ name: g.teamName, slug: g.teamSlug }} />
            </li>
          ))}
        </ul>
      )}
      {linkToSports && (
        <p className="mt-2 text-sm">
          <Link to="/sports" className="font-semibold text-accent hover:underline">
            All teams and scores
          </Link>
        </p>
      )}
    </section>
  );
}
