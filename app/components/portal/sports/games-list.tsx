import { Link } from "react-router";
import { formatter } from "#shared/dates.ts";
import { CardList } from "~/components/portal/manage/card-list.tsx";
import { GameLine, gameWhen, type GameView } from "~/components/sports/game-line.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { GameForm, type GameValues } from "./game-form.tsx";

export type PortalGame = GameView & { teamId: string; teamName: string; sport: string };

/** A game's day and time as the form's inputs take them, on the calendar it was entered in. */
function formValues(g: PortalGame): GameValues {
  const parts = formatter("en-CA", g.timeZone, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(g.startsAt));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    id: g.id,
    teamId: g.teamId,
    date: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}`,
    where: g.home ? "home" : "away",
    opponent: g.opponent,
    venue: g.venue,
  };
}

/** The games to score (every reporter) and, for editors, to change or delete. */
export function GamesList({
  games,
  teams,
  manages,
  timeZone,
}: {
  games: PortalGame[];
  teams: { id: string; name: string }[];
  manages: boolean;
  timeZone: string;
}) {
  return (
    <CardList
      id="games-list"
      heading="Games"
      empty="No games in the last 45 days or to come."
      items={games}
      intent="delete-game"
      question={(name) => `Delete the game ${name}? Its score goes with it.`}
      row={(g) => {
        const title = `${g.teamName} ${g.home ? "vs" : "at"} ${g.opponent}`;
        return {
          name: title,
          heading: null,
          details: (
            <>
              {g.status !== "scheduled" && <p className="text-sm text-muted">{gameWhen(g)}</p>}
              <GameLine game={g} sport={g.sport} team={{ name: g.teamName, slug: "" }} />
            </>
          ),
          actions: (
            <Link to={`/admin/dashboard/sports/games/${g.id}`} className={buttonClass("primary")}>
              Enter score<span className="sr-only"> for {title}</span>
            </Link>
          ),
          form: manages
            ? (done) => <GameForm initial={formValues(g)} teams={teams} timeZone={timeZone} onDone={done} />
            : undefined,
        };
      }}
    />
  );
}
