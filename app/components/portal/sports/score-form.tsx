import { useState } from "react";
import { GAME_STATUSES, periodName, PERIODS_MAX, SPORTS, STATUS_LABELS } from "#shared/sports.ts";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Button } from "~/components/ui/button.tsx";
import { FieldError, ScoreCell } from "./score-cell.tsx";

export type ScoreGame = {
  id: string;
  status: string;
  opponent: string;
  periods: { us: number; them: number }[];
  scoreUs: number | null;
  scoreThem: number | null;
};

type Cell = { us: string; them: string };
const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

/** The cells to show: the sport's periods, or as many as were entered (overtimes). */
function cellsOf(game: ScoreGame, sport: string): Cell[] {
  const count = Math.max(SPORTS[sport]?.periods ?? 4, game.periods.length);
  return Array.from({ length: count }, (_, i) => ({
    us: text(game.periods[i]?.us),
    them: text(game.periods[i]?.them),
  }));
}

const total = (cells: Cell[], side: keyof Cell) => cells.reduce((n, c) => n + (Number(c[side]) || 0), 0);

/**
 * The score of a game from a phone at the game (decision 0078): the status as four large choices, each
 * period's points for both sides (numeric keyboard), or the final alone. What is typed stays in the
 * form whatever the answer (a refusal, a lost connection), so a reporter only presses Save again.
 */
export function ScoreForm({ game, sport, team }: { game: ScoreGame; sport: string; team: string }) {
  const [status, setStatus] = useState(game.status);
  const [cells, setCells] = useState(() => cellsOf(game, sport));
  const hasPeriods = game.periods.length > 0;
  const [final, setFinal] = useState<Cell>({
    us: hasPeriods ? "" : text(game.scoreUs),
    them: hasPeriods ? "" : text(game.scoreThem),
  });
  const fetcher = usePortalFetcher();
  const fields = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  const set = (i: number, side: keyof Cell, value: string) =>
    setCells((all) => all.map((c, j) => (j === i ? { ...c, [side]: value } : c)));
  const byPeriod = cells.some((c) => c.us !== "" || c.them !== "");
  return (
    <fetcher.Form method="post" noValidate className="grid gap-6">
      <input type="hidden" name="intent" value="score" />
      <input type="hidden" name="id" value={game.id} />
      <fieldset>
        <legend className="font-semibold">Status</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {GAME_STATUSES.map((s) => (
            <label
              key={s}
              className={`flex min-h-12 cursor-pointer items-center justify-center border-2 px-3 text-lg font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ${status === s ? "border-ink bg-ink text-white" : "border-rule bg-white"}`}
            >
              <input
                type="radio"
                name="status"
                value={s}
                checked={status === s}
                onChange={() => setStatus(s)}
                className="sr-only"
              />
              {STATUS_LABELS[s]}
            </label>
          ))}
        </div>
        <FieldError error={fields?.status} />
      </fieldset>
      <fieldset>
        <legend className="font-semibold">Score by period</legend>
        <div className="mt-2 grid grid-cols-[1fr_5.5rem_5.5rem] items-center gap-x-3 gap-y-2 text-center">
          <span />
          <span className="truncate text-sm font-semibold" aria-hidden="true">
            {team}
          </span>
          <span className="truncate text-sm font-semibold" aria-hidden="true">
            {game.opponent}
          </span>
          {cells.map((c, i) => {
            const name = periodName(sport, i);
            return (
              <div key={i} className="contents">
                <span className="text-left">{name}</span>
                <ScoreCell
                  name={`us-${i}`}
                  label={`${name}, ${team}`}
                  value={c.us}
                  onChange={(v) => set(i, "us", v)}
                  invalid={fields?.[`us-${i}`]}
                />
                <ScoreCell
                  name={`them-${i}`}
                  label={`${name}, ${game.opponent}`}
                  value={c.them}
                  onChange={(v) => set(i, "them", v)}
                  invalid={fields?.[`them-${i}`]}
                />
              </div>
            );
          })}
          <span className="text-left font-bold">Total</span>
          <output className="text-2xl font-bold tabular-nums" aria-label={`Total, ${team}`}>
            {total(cells, "us")}
          </output>
          <output className="text-2xl font-bold tabular-nums" aria-label={`Total, ${game.opponent}`}>
            {total(cells, "them")}
          </output>
        </div>
        {cells.length < PERIODS_MAX && (
          <Button
            look="secondary"
            className="mt-3"
            onClick={() => setCells((all) => [...all, { us: "", them: "" }])}
          >
            Add {periodName(sport, cells.length)}
          </Button>
        )}
        <FieldError error={Object.entries(fields ?? {}).find(([k]) => /^(us|them)-/.test(k))?.[1]} />
      </fieldset>
      <fieldset disabled={byPeriod}>
        <legend className="font-semibold">Or only the final score</legend>
        <p className="text-sm text-muted">
          {byPeriod ? "The final is the sum of the periods." : "When the periods are not known."}
        </p>
        <div className="mt-2 grid grid-cols-2 gap-3">
          <ScoreCell
            name="finalUs"
            label={`Final, ${team}`}
            value={final.us}
            onChange={(v) => setFinal((f) => ({ ...f, us: v }))}
            invalid={fields?.finalUs}
            visible
          />
          <ScoreCell
            name="finalThem"
            label={`Final, ${game.opponent}`}
            value={final.them}
            onChange={(v) => setFinal((f) => ({ ...f, them: v }))}
            invalid={fields?.finalThem}
            visible
          />
        </div>
        <FieldError error={fields?.finalUs ?? fields?.finalThem} />
      </fieldset>
      <Button
        type="submit"
        className="min-h-14 w-full text-lg"
        busy={fetcher.state !== "idle"}
        busyLabel="Saving..."
      >
        Save score
      </Button>
    </fetcher.Form>
  );
}
