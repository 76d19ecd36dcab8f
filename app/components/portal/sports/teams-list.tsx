import { teamLabel, SEASON_LABELS } from "#shared/sports.ts";
import { CardList } from "~/components/portal/manage/card-list.tsx";
import { TeamForm, type TeamValues } from "./team-form.tsx";

export type TeamRow = Required<Pick<TeamValues, "id">> & TeamValues & { schoolYear: number };

/** The teams, with Edit (the form in place) and Delete after a question (a team with games is kept
 * for its record and hidden: the answer says so). */
export function TeamsList({ teams }: { teams: TeamRow[] }) {
  return (
    <CardList
      id="teams-list"
      heading="Teams"
      empty="No team yet. Add one below."
      items={teams}
      intent="delete-team"
      question={(name) =>
        `Delete the team “${name}”? A team with games is kept for its record and hidden from the site.`
      }
      row={(team) => ({
        name: team.name,
        details: (
          <p className="text-sm text-muted">
            {teamLabel(team)} · {SEASON_LABELS[team.season as keyof typeof SEASON_LABELS]}
            {team.league && ` · ${team.league}`} ·{" "}
            <a href={`/sports/${team.slug}`} className="text-accent underline underline-offset-2">
              /sports/{team.slug}
            </a>
          </p>
        ),
        form: (done) => <TeamForm initial={team} onDone={done} />,
      })}
    />
  );
}
