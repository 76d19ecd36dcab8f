import {
  GENDER_LABELS,
  LEVEL_LABELS,
  SEASON_LABELS,
  SPORT_NAMES,
  TEAM_GENDERS,
  TEAM_LEVELS,
  TEAM_SEASONS,
} from "#shared/sports.ts";
import { SavedForm } from "./saved-form.tsx";
import { Field } from "~/components/ui/field.tsx";
import { Select } from "~/components/ui/select.tsx";

export type TeamValues = {
  id?: string;
  name: string;
  slug: string;
  sport: string;
  level: string;
  gender: string;
  season: string;
  league: string;
};

export const EMPTY_TEAM: TeamValues = {
  name: "",
  slug: "",
  sport: "Basketball",
  level: "varsity",
  gender: "girls",
  season: "winter",
  league: "",
};

const options = (values: readonly string[], labels?: Record<string, string>) =>
  values.map((v) => ({ value: v, label: labels?.[v] ?? v }));

/** The team's four choices, each a select of its own. */
const CHOICES = [
  { label: "Sport", name: "sport", options: options(SPORT_NAMES) },
  { label: "Level", name: "level", options: options(TEAM_LEVELS, LEVEL_LABELS) },
  { label: "Gender", name: "gender", options: options(TEAM_GENDERS, GENDER_LABELS) },
  { label: "Season", name: "season", options: options(TEAM_SEASONS, SEASON_LABELS) },
] as const;

/** A team's form (add or change); a refusal marks its field with the server's reason. */
export function TeamForm({ initial, onDone }: { initial: TeamValues; onDone?: () => void }) {
  return (
    <SavedForm kind="team" id={initial.id} onDone={onDone}>
      {(fields) => (
        <>
          <Field
            label="Name"
            name="name"
            required
            defaultValue={initial.name}
            error={fields?.name}
            hint="As readers know it, such as Varsity Girls Basketball."
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {CHOICES.map((choice) => (
              <Select
                key={choice.name}
                {...choice}
                defaultValue={initial[choice.name]}
                error={fields?.[choice.name]}
              />
            ))}
          </div>
          <Field
            label="League"
            name="league"
            defaultValue={initial.league}
            error={fields?.league}
            hint="The league or conference; its standings show on the team's page."
          />
          <Field
            label="Slug"
            name="slug"
            defaultValue={initial.slug}
            hint="The team's address: /sports/slug. Left empty, it follows the name."
            spellCheck={false}
            autoCapitalize="off"
            error={fields?.slug}
          />
        </>
      )}
    </SavedForm>
  );
}
