import { ROLE_LABELS } from "#shared/roles.ts";
import type { Route } from "./+types/admin.dashboard.contributions";
import { ManageCell, ManageRow, ManageTable, ManageTitleCell } from "~/components/portal/manage/table.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { loadContributions } from "./admin.dashboard.contributions.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Contributions");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadContributions(request, context);
}

const COLUMNS = ["Person", "Published", "Words", "Photo assignments", "On time", "Late", "Spiked"];

/** The contribution report (issue 38): per person, for a term, as the desk recorded it; and as CSV. */
export default function Contributions({ loaderData }: Route.ComponentProps) {
  const { from, to, problem, rows } = loaderData;
  const csv = `/admin/contributions.csv?${new URLSearchParams({ from, to })}`;
  return (
    <section
      aria-labelledby="contributions-heading"
      className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
    >
      <h1 id="contributions-heading" className="font-serif text-3xl font-bold">
        Contributions
      </h1>
      <p className="mt-2 max-w-3xl text-muted">
        What each member of staff published under their byline, and how their assignments due in these dates
        went: on time means the draft was first submitted, scheduled or published by its due time.
      </p>
      <form method="get" className="mt-6 flex flex-wrap items-end gap-4">
        <Field label="From" name="from" type="date" defaultValue={from} className="w-44" unmarked />
        <Field label="To" name="to" type="date" defaultValue={to} className="w-44" unmarked />
        <Button type="submit" look="secondary">
          Show
        </Button>
        <a href={csv} download className="pb-2.5 font-semibold text-accent underline underline-offset-2">
          Download CSV
        </a>
      </form>
      {problem && (
        <p role="alert" className="mt-4 border border-destructive bg-white p-3 text-destructive">
          {problem} Showing the last 120 days instead.
        </p>
      )}
      <div className="mt-6">
        <ManageTable caption={`Contributions from ${from} to ${to}`} columns={COLUMNS}>
          {rows.map((row) => (
            <ManageRow key={row.userId}>
              <ManageTitleCell>
                {row.name}
                <span className="block font-sans text-sm font-normal text-muted">
                  {ROLE_LABELS[row.role]}
                  {row.active ? "" : " · deactivated"}
                </span>
              </ManageTitleCell>
              <ManageCell label="Published">{row.published}</ManageCell>
              <ManageCell label="Words">{row.words.toLocaleString("en")}</ManageCell>
              <ManageCell label="Photo assignments">{row.photos}</ManageCell>
              <ManageCell label="On time">{row.onTime}</ManageCell>
              <ManageCell label="Late">{row.late}</ManageCell>
              <ManageCell label="Spiked">{row.spiked}</ManageCell>
            </ManageRow>
          ))}
        </ManageTable>
      </div>
    </section>
  );
}
