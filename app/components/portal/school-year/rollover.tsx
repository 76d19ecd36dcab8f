import { ASSIGNMENT_ROLE_LABELS, type AssignmentRole } from "#shared/desk.ts";
import { Button } from "~/components/ui/button.tsx";
import { Select } from "~/components/ui/select.tsx";
import type { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { SettingsCard } from "~/components/portal/settings/card.tsx";

/** The page's one fetcher: its answer's toast outlives the card that posted (the preview goes once the
 * rollover is done, the undo card once it is undone). */
type Fetcher = ReturnType<typeof usePortalFetcher>;
type Year = { name: string; slug: string };
type Draft = { kind: "article" | "creative"; id: string; title: string; status: string };
export type RolloverView = {
  fromYear: number;
  from: Year;
  to: Year;
  graduates: {
    personId: string;
    name: string;
    classYear: string;
    userId: string | null;
    roles: string[];
    drafts: Draft[];
    assignments: {
      id: string;
      headline: string;
      roles: AssignmentRole[];
      draft: { kind: string; id: string } | null;
    }[];
  }[];
  staff: { id: string; name: string }[];
};

/** The preview and its confirmation: who graduates, their roles, drafts and assignments; who takes
 * each draft and assignment over (an assignment made into one of their drafts goes with it). Nothing
 * changes until the admin confirms. */
export function RolloverPreview({ plan, fetcher }: { plan: RolloverView; fetcher: Fetcher }) {
  const takers = [
    { value: "keep", label: "Keep it for them to finish" },
    ...plan.staff.map((s) => ({ value: s.id, label: `Hand it to ${s.name}` })),
  ];
  return (
    <SettingsCard
      id="rollover"
      title={`Roll over from ${plan.from.name} to ${plan.to.name}`}
      description={`Everyone whose class year is reached graduates: they become alumni, their sign-in ends, and their bylines and author pages stay. The ${plan.to.name} masthead starts as ${plan.from.name}'s without them; change it on the People page afterwards.`}
    >
      {plan.graduates.length === 0 ? (
        <p>
          No one graduates: no class year on the staff or the masthead is {plan.to.name.slice(0, 4)} or
          earlier.
        </p>
      ) : (
        <fetcher.Form method="post" className="grid gap-5">
          <input type="hidden" name="intent" value="rollover" />
          <input type="hidden" name="fromYear" value={plan.fromYear} />
          <h3 className="font-serif text-lg font-bold">
            {plan.graduates.length === 1 ? "1 person graduates" : `${plan.graduates.length} people graduate`}
          </h3>
          <ul className="divide-y divide-rule border-y border-rule">
            {plan.graduates.map((g) => (
              <li key={g.personId} className="grid gap-2 py-4">
                <p>
                  <span className="font-semibold">{g.name}</span>{" "}
                  <span className="text-muted">
                    ({g.classYear}
                    {g.roles.length > 0 ? `; ${g.roles.join(", ")}` : ""}
                    {g.userId ? "" : "; no account"})
                  </span>
                </p>
                {g.drafts.map((d) => (
                  <Select
                    key={d.id}
                    label={`Their ${d.status === "review" ? "piece in review" : "draft"} '${d.title}'${g.assignments.some((a) => a.draft?.id === d.id) ? ", with its assignment" : ""}`}
                    name={`draft:${d.kind}:${d.id}`}
                    options={takers}
                    defaultValue="keep"
                    className="max-w-xl"
                  />
                ))}
                {g.assignments
                  .filter((a) => !a.draft)
                  .map((a) => (
                    <Select
                      key={a.id}
                      label={`Their assignment '${a.headline}' (${a.roles.map((r) => ASSIGNMENT_ROLE_LABELS[r].toLowerCase()).join(", ")})`}
                      name={`assignment:${a.id}`}
                      options={takers}
                      defaultValue="keep"
                      className="max-w-xl"
                    />
                  ))}
              </li>
            ))}
          </ul>
          <div>
            <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Rolling over...">
              Roll over to {plan.to.name}
            </Button>
          </div>
        </fetcher.Form>
      )}
    </SettingsCard>
  );
}

/** The last rollover, while it can be undone. */
export function UndoRollover({
  last,
  fetcher,
}: {
  last: { id: string; graduates: string[]; until: string; toYear: number };
  fetcher: Fetcher;
}) {
  return (
    <SettingsCard
      id="undo-rollover"
      title="The last rollover"
      description={`${last.graduates.length ? `Graduated: ${last.graduates.join(", ")}.` : "No one graduated."} It can be undone until ${last.until}: the alumni may sign in again, their drafts and assignments are theirs again, and the new masthead is as it was before.`}
    >
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="undo-rollover" />
        <input type="hidden" name="id" value={last.id} />
        <Button type="submit" look="secondary" busy={fetcher.state !== "idle"} busyLabel="Undoing...">
          Undo the rollover
        </Button>
      </fetcher.Form>
    </SettingsCard>
  );
}
