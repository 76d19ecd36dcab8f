import { useState } from "react";
import { Link } from "react-router";
import { formatter } from "#shared/dates.ts";
import { DeleteButton, useConfirmedDelete } from "~/components/portal/manage/row-actions.tsx";
import { GameLine, gameWhen, type GameView } from "~/components/sports/game-line.tsx";
import { Button, buttonClass } from "~/components/ui/button.tsx";
import { GameForm, type GameValues } from "./game-form.tsx";

export type PortalGame = GameView & { teamId: string; teamName: string; sport: string };

const LIST_ID = "games-list";

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
  const [editing, setEditing] = useState<string | null>(null);
  const removal = useConfirmedDelete({
    intent: "delete-game",
    question: (name) => `Delete the game ${name}? Its score goes with it.`,
    focusAfter: LIST_ID,
  });
  return (
    <section aria-labelledby={LIST_ID} className="mt-8">
      <h2 id={LIST_ID} tabIndex={-1} className="font-serif text-xl font-bold outline-none">
        Games ({games.length})
      </h2>
      {games.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No games in the last 45 days or to come.</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {games.map((g) => {
            const title = `${g.teamName} ${g.home ? "vs" : "at"} ${g.opponent}`;
            return (
              <li key={g.id} className="border border-rule bg-white p-4">
                {g.status !== "scheduled" && <p className="text-sm text-muted">{gameWhen(g)}</p>}
                <GameLine game={g} sport={g.sport} team={{ name: g.teamName, slug: "" }} />
                <div className="mt-3 flex flex-wrap gap-2">
                  <Link to={`/admin/dashboard/sports/games/${g.id}`} className={buttonClass("primary")}>
                    Enter score<span className="sr-only"> for {title}</span>
                  </Link>
                  {manages && (
                    <>
                      <Button
                        look="dark"
                        onClick={() => setEditing(editing === g.id ? null : g.id)}
                        aria-expanded={editing === g.id}
                      >
                        Edit<span className="sr-only"> {title}</span>
                      </Button>
                      <DeleteButton
                        title={title}
                        busy={removal.deleting === g.id}
                        onClick={() => removal.ask({ id: g.id, title })}
                      />
                    </>
                  )}
                </div>
                {editing === g.id && (
                  <div className="mt-4 border-t border-rule pt-4">
                    <GameForm
                      initial={formValues(g)}
                      teams={teams}
                      timeZone={timeZone}
                      onDone={() => setEditing(null)}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {removal.dialog}
    </section>
  );
}
