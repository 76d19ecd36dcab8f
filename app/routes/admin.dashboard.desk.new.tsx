import type { Route } from "./+types/admin.dashboard.desk.new";
import { AssignmentForm } from "~/components/portal/desk/assignment-form.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { deskAction, loadNewAssignment } from "./admin.dashboard.desk.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "New assignment");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNewAssignment(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return deskAction(request, context);
}

/** A new line on the budget (editors): the people put on it are told. */
export default function NewAssignment({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="new-assignment" className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <h1 id="new-assignment" className="font-serif text-3xl font-bold">
        New assignment
      </h1>
      <p className="mt-2 mb-6 max-w-3xl text-muted">
        The working headline is the budget line. Everyone you put on it is told, and reminded 24 hours before
        the draft is due.
      </p>
      <AssignmentForm staff={loaderData.staff} editions={loaderData.editions} />
    </section>
  );
}
