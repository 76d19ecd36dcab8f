import { useRef } from "react";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { Select } from "~/components/ui/select.tsx";

export type GameValues = {
  id?: string;
  teamId: string;
  date: string;
  time: string;
  where: "home" | "away";
  opponent: string;
  venue: string;
};

/** A game's form (add to the schedule, or change its day, time and place), on the publication's calendar. */
export function GameForm({
  initial,
  teams,
  timeZone,
  onDone,
}: {
  initial: GameValues;
  teams: { id: string; name: string }[];
  timeZone: string;
  onDone?: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const fetcher = usePortalFetcher((answer) => {
    if (!answer.ok) return;
    if (!initial.id) form.current?.reset();
    onDone?.();
  });
  const fields = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  return (
    <fetcher.Form ref={form} method="post" noValidate className="grid max-w-2xl gap-4">
      <input type="hidden" name="intent" value={initial.id ? "update-game" : "add-game"} />
      {initial.id && <input type="hidden" name="id" value={initial.id} />}
      <Select
        label="Team"
        name="teamId"
        required
        options={teams.map((t) => ({ value: t.id, label: t.name }))}
        defaultValue={initial.teamId}
        error={fields?.teamId}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Date"
          name="date"
          type="date"
          required
          defaultValue={initial.date}
          error={fields?.date}
        />
        <Field
          label="Start time"
          name="time"
          type="time"
          required
          defaultValue={initial.time}
          error={fields?.time}
          hint={timeZone}
        />
        <Select
          label="Home or away"
          name="where"
          options={[
            { value: "home", label: "Home" },
            { value: "away", label: "Away" },
          ]}
          defaultValue={initial.where}
          error={fields?.where}
        />
      </div>
      <Field
        label="Opponent"
        name="opponent"
        required
        defaultValue={initial.opponent}
        error={fields?.opponent}
      />
      <Field label="Venue" name="venue" defaultValue={initial.venue} error={fields?.venue} />
      <div>
        <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Saving...">
          {initial.id ? "Save game" : "Add game"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
