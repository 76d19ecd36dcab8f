import { Fragment } from "react";
import { gameScore, type GameView } from "./game-line.tsx";

export type RecapView = { game: GameView; teamName: string; teamSlug: string };

/** Where a game is on its team's page: its row in the schedule or the results. */
export const gameHref = (teamSlug: string, gameId: string) => `/sports/${teamSlug}#game-${gameId}`;

/** 'Recap of: Varsity Boys Basketball vs Central, W 58–51' over a game's recap (decision 0078), linking
 * to the game on its team's page; a story that recaps two games (a doubleheader) names both. */
export function RecapOf({ recaps }: { recaps: RecapView[] }) {
  return (
    <p className="mt-8 border-l-4 border-accent pl-3 text-sm" data-testid="recap-of">
      Recap of:{" "}
      {recaps.map(({ game, teamName, teamSlug }, i) => {
        const score = gameScore(game);
        return (
          <Fragment key={game.id}>
            {i > 0 && "; "}
            <a
              href={gameHref(teamSlug, game.id)}
              className="font-semibold text-accent underline underline-offset-2"
            >
              {teamName} {game.home ? "vs" : "at"} {game.opponent}
            </a>
            {score && `, ${score}`}
          </Fragment>
        );
      })}
    </p>
  );
}
