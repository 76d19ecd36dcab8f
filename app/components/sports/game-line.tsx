import { Link } from "react-router";
import { formatter } from "#shared/dates.ts";
import { outcome, periodName, STATUS_LABELS, type GameStatus } from "#shared/sports.ts";

export type GameView = {
  id: string;
  startsAt: string;
  timeZone: string;
  home: boolean;
  opponent: string;
  venue: string;
  status: string;
  periods: { us: number; them: number }[];
  scoreUs: number | null;
  scoreThem: number | null;
};

/** 'Fri, Nov 6, 7:00 PM', on the calendar the game was entered in (the publication's). */
export const gameWhen = (g: Pick<GameView, "startsAt" | "timeZone">) =>
  formatter("en-US", g.timeZone, {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(g.startsAt));

/** 'Live · after Quarter 3', 'Final', 'Postponed', or the day and time of a scheduled game. */
export function gameState(g: GameView, sport: string): string {
  if (g.status === "live")
    return g.periods.length ? `Live · after ${periodName(sport, g.periods.length - 1)}` : "Live";
  if (g.status === "scheduled") return gameWhen(g);
  return STATUS_LABELS[g.status as GameStatus] ?? g.status;
}

/** Our score first: 'W 58–51', '45–38' while live; nothing before. */
export function gameScore(g: GameView): string {
  if (g.scoreUs === null || g.scoreThem === null) return "";
  const o = outcome(g);
  return `${o ? `${o} ` : ""}${g.scoreUs}–${g.scoreThem}`;
}

/** One game in a list: the team (when the list has several; linked to its page when `slug`), home or away, the opponent, the state
 * and the score. */
export function GameLine({
  game,
  sport,
  team,
}: {
  game: GameView;
  sport: string;
  team?: { name: string; slug: string };
}) {
  const live = game.status === "live";
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <p className="min-w-0">
        {team &&
          (team.slug ? (
            <Link to={`/sports/${team.slug}`} className="font-semibold hover:text-accent hover:underline">
              {team.name}
            </Link>
          ) : (
            <span className="font-semibold">{team.name}</span>
          ))}
        <span className={team ? "block text-sm" : ""}>
          {game.home ? "vs " : "at "}
          {game.opponent}
        </span>
      </p>
      <p className="text-sm">
        <span
          className={live ? "mr-2 rounded bg-accent px-1.5 py-0.5 font-bold text-white" : "mr-2 text-muted"}
        >
          {gameState(game, sport)}
        </span>{" "}
        <span className="font-bold tabular-nums">{gameScore(game)}</span>
      </p>
    </div>
  );
}
