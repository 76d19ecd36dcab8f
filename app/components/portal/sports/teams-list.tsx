import { useState } from "react";
import { teamLabel, SEASON_LABELS } from "#shared/sports.ts";
import { DeleteButton, useConfirmedDelete } from "~/components/portal/manage/row-actions.tsx";
import { Button } from "~/components/ui/button.tsx";
import { TeamForm, type TeamValues } from "./team-form.tsx";

export type TeamRow = Required<Pick<TeamValues, "id">> & TeamValues & { schoolYear: number };

const LIST_ID = "teams-list";

/** The teams, with Edit (the form in place) and Delete after a question (a team with games is kept
 * for its record and hidden: the answer says so). */
export function TeamsList({ teams }: { teams: TeamRow[] }) {
  const [editing, setEditing] = useState<string | null>(null);
  const removal = useConfirmedDelete({
    intent: "delete-team",
    question: (name) =>
      `Delete the team “${name}”? A team with games is kept for its record and hidden from the site.`,
    focusAfter: LIST_ID,
  });
  return (
    <section aria-labelledby={LIST_ID} className="mt-8">
      <h2 id={LIST_ID} tabIndex={-1} className="font-serif text-xl font-bold outline-none">
        Teams ({teams.length})
      </h2>
      {teams.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No team yet. Add one below.</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {teams.map((team) => (
            <li key={team.id} className="border border-rule bg-white p-4">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
                <div className="min-w-0 flex-1">
                  <h3 className="font-serif text-lg font-bold">{team.name}</h3>
                  <p className="text-sm text-muted">
                    {teamLabel(team)} · {SEASON_LABELS[team.season as keyof typeof SEASON_LABELS]}
                    {team.league && ` · ${team.league}`} ·{" "}
                    <a href={`/sports/${team.slug}`} className="text-accent underline underline-offset-2">
                      /sports/{team.slug}
                    </a>
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    look="dark"
                    onClick={() => setEditing(editing === team.id ? null : team.id)}
                    aria-expanded={editing === team.id}
                  >
                    Edit<span className="sr-only"> “{team.name}”</span>
                  </Button>
                  <DeleteButton
                    title={team.name}
                    busy={removal.deleting === team.id}
                    onClick={() => removal.ask({ id: team.id, title: team.name })}
                  />
                </div>
              </div>
              {editing === team.id && (
                <div className="mt-4 border-t border-rule pt-4">
                  <TeamForm initial={team} onDone={() => setEditing(null)} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {removal.dialog}
    </section>
  );
}
