import { SavedForm } from "./saved-form.tsx";
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
  return (
    <SavedForm kind="game" id={initial.id} onDone={onDone}>
      {(fields) => (
        <>
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
        </>
      )}
    </SavedForm>
  );
}
