import { Link } from "react-router";
import type { Route } from "./+types/admin.dashboard.sports.game";
import { SPORTS_PATH } from "#shared/sports.ts";
import { GameStories } from "~/components/portal/sports/game-stories.tsx";
import { ScoreForm } from "~/components/portal/sports/score-form.tsx";
import { gameWhen } from "~/components/sports/game-line.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { loadScoreForm, scoreAction } from "./admin.dashboard.sports.game.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Enter score");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadScoreForm(request, context, params.id);
}

export async function action({ request, context }: Route.ActionArgs) {
  return scoreAction(request, context);
}

/** A game's score, entered from a phone at the game, and its stories (issue 42, decision 0078). */
export default function EnterScore({ loaderData }: Route.ComponentProps) {
  const { game, team, stories } = loaderData;
  return (
    <section aria-labelledby="score-heading" className="mx-auto max-w-xl px-4 py-6">
      <Link to={SPORTS_PATH} className="text-sm font-semibold underline underline-offset-2">
        Back to Sports
      </Link>
      <h1 id="score-heading" className="mt-2 font-serif text-2xl font-bold">
        {team.name} {game.home ? "vs" : "at"} {game.opponent}
      </h1>
      <p className="mt-1 text-sm text-muted">
        {gameWhen(game)}
        {game.venue && ` · ${game.venue}`} ·{" "}
        <a href={`/sports/${team.slug}`} className="text-accent underline underline-offset-2">
          Team page
        </a>
      </p>
      <div className="mt-5">
        <ScoreForm game={game} sport={team.sport} team={team.name} />
      </div>
      <GameStories stories={stories} />
    </section>
  );
}
