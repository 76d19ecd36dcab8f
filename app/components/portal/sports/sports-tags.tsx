import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { sameSportTag, SPORT_TAGS_MAX, type SportTag } from "#shared/sport-tags.ts";
import { Button } from "~/components/ui/button.tsx";
import { Select } from "~/components/ui/select.tsx";

const CHOICES = "/admin/sports/choices";
type Teams = { ok: true; teams: { id: string; name: string; year: string; label: string }[] };
type Games = { ok: true; team: string; games: { id: string; choice: string; label: string }[] };

/**
 * What a story is about on the sports desk (issue 42, decision 0078): teams and games, chosen a team
 * and then one of its games (or the whole team) with two selects and Add; a game's tag can say the
 * story is its recap. The tags are a field of the piece, saved with it. What changes is said in a live
 * region. Shown once the desk has a team (or the story has tags).
 */
export function SportsTags({ value, onChange }: { value: SportTag[]; onChange: (tags: SportTag[]) => void }) {
  const id = useId();
  const teams = useFetcher<Teams>();
  const games = useFetcher<Games>();
  const [team, setTeam] = useState("");
  const [game, setGame] = useState("");
  const [said, setSaid] = useState("");
  const teamSelect = useRef<HTMLDivElement>(null);
  const { load: loadTeams } = teams;
  const { load: loadGames } = games;
  useEffect(() => {
    void loadTeams(CHOICES);
  }, [loadTeams]);
  useEffect(() => {
    if (team) void loadGames(`${CHOICES}?team=${encodeURIComponent(team)}`);
  }, [team, loadGames]);

  const teamList = teams.data?.ok ? teams.data.teams : [];
  if (teamList.length === 0 && value.length === 0) return null;
  const gameList = games.data?.ok && games.data.team === team ? games.data.games : null;
  const chosenTeam = teamList.find((t) => t.id === team);
  const chosenGame = gameList?.find((g) => g.id === game);
  const full = value.length >= SPORT_TAGS_MAX;
  // Last year's team may have this year's name: the year tells them apart.
  const years = new Set(teamList.map((t) => t.year)).size > 1;

  const add = () => {
    if (!chosenTeam || (game && !chosenGame)) return;
    const tag = {
      teamId: team,
      gameId: game || null,
      recap: false,
      label: chosenGame?.label ?? chosenTeam.label,
    };
    if (value.some((t) => sameSportTag(t, tag))) return setSaid(`${tag.label} is already tagged.`);
    onChange([...value, tag]);
    setSaid(`${tag.label} added.`);
    setGame("");
  };
  const remove = (i: number) => {
    setSaid(`${value[i]!.label} removed.`);
    onChange(value.filter((_, j) => j !== i));
    teamSelect.current?.querySelector("select")?.focus();
  };
  const recap = (i: number, on: boolean) =>
    onChange(value.map((t, j) => (j === i ? { ...t, recap: on } : t)));

  return (
    <fieldset className="space-y-3 border-t border-rule pt-4" aria-describedby={`${id}-hint`}>
      <legend className="float-left mb-2 w-full font-serif text-lg font-bold">Sports</legend>
      <p id={`${id}-hint`} className="clear-left text-xs text-muted">
        The teams and games this story is about. Once published, it is listed on their team pages; a game
        links to its recap.
      </p>
      {value.length > 0 && (
        <ul aria-label="Teams and games of this story" className="flex flex-col gap-1">
          {value.map((tag, i) => (
            <li key={`${tag.teamId}:${tag.gameId}`} className="border border-rule bg-paper pl-3">
              <div className="flex items-start justify-between gap-2">
                <span className="min-w-0 py-3 text-sm font-semibold break-words">{tag.label}</span>
                <button
                  type="button"
                  onClick={() => remove(i)}
                  aria-label={`Remove ${tag.label}`}
                  className="inline-flex size-11 shrink-0 items-center justify-center text-ink/70 hover:bg-rule/60 hover:text-ink"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </div>
              {tag.gameId && (
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={tag.recap}
                    onChange={(e) => recap(i, e.target.checked)}
                    className="h-5 w-5 shrink-0 accent-accent"
                  />
                  The game's recap<span className="sr-only">: {tag.label}</span>
                </label>
              )}
            </li>
          ))}
        </ul>
      )}
      <div ref={teamSelect}>
        <Select
          label="Team"
          value={team}
          disabled={full}
          options={[
            { value: "", label: "Choose a team" },
            ...teamList.map((t) => ({ value: t.id, label: years ? `${t.name} (${t.year})` : t.name })),
          ]}
          onChange={(e) => {
            setTeam(e.target.value);
            setGame("");
          }}
        />
      </div>
      {chosenTeam && (
        <Select
          label="Game"
          value={game}
          disabled={full || !gameList}
          options={[
            { value: "", label: gameList ? "The whole team, no one game" : "Loading the games…" },
            ...(gameList ?? []).map((g) => ({ value: g.id, label: g.choice })),
          ]}
          onChange={(e) => setGame(e.target.value)}
        />
      )}
      <Button look="secondary" type="button" onClick={add} disabled={full || !chosenTeam} className="w-full">
        {full ? `At most ${SPORT_TAGS_MAX} teams and games` : "Add to the story"}
      </Button>
      <p role="status" className="sr-only">
        {said}
      </p>
    </fieldset>
  );
}
