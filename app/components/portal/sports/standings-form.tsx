import { useState } from "react";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Button } from "~/components/ui/button.tsx";
import { Select } from "~/components/ui/select.tsx";
import { TextArea } from "~/components/ui/text-area.tsx";

type Typed = {
  league: string;
  schoolYear: number;
  rows: { team: string; won: number; lost: number; tied: number }[];
};

const asText = (rows: Typed["rows"]) =>
  rows.map((r) => `${r.team}, ${r.won}, ${r.lost}, ${r.tied}`).join("\n");

/** The standings a league published, typed one team a line; they replace the computed ones on the
 * team pages of the league. Empty clears them. */
export function StandingsForm({
  leagues,
  typed,
}: {
  leagues: { league: string; schoolYear: number }[];
  typed: Typed[];
}) {
  const key = (l: { league: string; schoolYear: number }) => `${l.schoolYear}|${l.league}`;
  const [chosen, setChosen] = useState(leagues[0] ? key(leagues[0]) : "");
  const fetcher = usePortalFetcher();
  const fields = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  // A league added since the page was first drawn (the list grows after Add team) is chosen at once.
  const current = leagues.find((l) => key(l) === chosen) ?? leagues[0];
  if (!current) return <p className="text-sm text-muted">Give a team a league first.</p>;
  const rows = typed.find((t) => key(t) === key(current))?.rows ?? [];
  return (
    <fetcher.Form method="post" noValidate className="grid max-w-2xl gap-4">
      <input type="hidden" name="intent" value="standings" />
      <input type="hidden" name="league" value={current.league} />
      <input type="hidden" name="schoolYear" value={current.schoolYear} />
      <Select
        label="League"
        name="choice"
        options={leagues.map((l) => ({
          value: key(l),
          label: `${l.league} (${l.schoolYear}–${String(l.schoolYear + 1).slice(2)})`,
        }))}
        value={key(current)}
        onChange={(e) => setChosen(e.target.value)}
      />
      <TextArea
        key={key(current)}
        label="Standings"
        name="rows"
        rows={6}
        defaultValue={asText(rows)}
        hint="One team a line: Team, won, lost, tied. Leave it empty to show the standings computed from our results."
        error={fields?.rows}
      />
      <div>
        <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Saving...">
          Save standings
        </Button>
      </div>
    </fetcher.Form>
  );
}
