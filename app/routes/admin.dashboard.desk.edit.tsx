import { Link } from "react-router";
import type { Route } from "./+types/admin.dashboard.desk.edit";
import { DraftAction, SpikeForm } from "~/components/portal/desk/assignment-actions.tsx";
import { AssignmentForm } from "~/components/portal/desk/assignment-form.tsx";
import { DESK_PATH, LineFacts, StatusTag } from "~/components/portal/desk/line-parts.tsx";
import { SettingsCard } from "~/components/portal/settings/card.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { deskAction, loadAssignment } from "./admin.dashboard.desk.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Assignment");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadAssignment(request, context, params.id);
}

export async function action({ request, context }: Route.ActionArgs) {
  return deskAction(request, context);
}

/** One assignment: its line, people and deadlines, its draft (started here), and for editors its form
 * and Spike. */
export default function Assignment({ loaderData }: Route.ComponentProps) {
  const { assignment, mayAssign, mayStartDraft, staff, editions } = loaderData;
  return (
    <section
      aria-labelledby="assignment-heading"
      className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
    >
      <Link to={DESK_PATH} className="text-sm font-semibold underline underline-offset-2">
        Back to the budget
      </Link>
      <h1 id="assignment-heading" className="mt-2 font-serif text-3xl font-bold">
        {assignment.headline}
      </h1>
      <div className="mt-2">
        <StatusTag status={assignment.status} />
      </div>
      {assignment.status === "spiked" && assignment.spikeNote && (
        <p className="mt-3 border-l-4 border-accent bg-white p-3">Spiked: {assignment.spikeNote}</p>
      )}
      <div className="mt-4">
        <LineFacts line={assignment} />
      </div>
      {assignment.notes && <p className="mt-4 max-w-3xl whitespace-pre-line">{assignment.notes}</p>}
      <div className="mt-6">
        <DraftAction line={assignment} mayStart={mayStartDraft} />
      </div>
      {mayAssign && (
        <div className="mt-10 grid gap-6">
          <SettingsCard
            id="edit"
            title="Change the assignment"
            description="People you add are told; a new draft deadline moves their reminders."
          >
            <AssignmentForm
              key={String(assignment.updatedAt)}
              staff={staff}
              editions={editions}
              values={assignment}
            />
          </SettingsCard>
          <SettingsCard
            id="spike"
            title={assignment.status === "spiked" ? "Spiked" : "Spike"}
            description="A spiked story leaves the budget's columns and keeps its draft and history."
          >
            <SpikeForm line={assignment} />
          </SettingsCard>
        </div>
      )}
    </section>
  );
}
