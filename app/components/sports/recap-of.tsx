import { gameScore, type GameView } from "./game-line.tsx";

export type RecapView = { game: GameView; teamName: string; teamSlug: string };

/** 'Recap of: Varsity Boys Basketball vs Central, W 58–51' over a game's recap (decision 0078), linking
 * to the team's page. */
export function RecapOf({ recap }: { recap: RecapView }) {
  const { game } = recap;
  const score = gameScore(game);
  return (
    <p className="mt-8 border-l-4 border-accent pl-3 text-sm" data-testid="recap-of">
      Recap of:{" "}
      <a
        href={`/sports/${recap.teamSlug}`}
        className="font-semibold text-accent underline underline-offset-2"
      >
        {recap.teamName} {game.home ? "vs" : "at"} {game.opponent}
      </a>
      {score && `, ${score}`}
    </p>
  );
}
