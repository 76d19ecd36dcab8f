import type { Route } from "./+types/admin.dashboard.people";
import { PeopleList } from "~/components/portal/staff/people-list.tsx";
import { PersonForm } from "~/components/portal/staff/person-form.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { loadPeople, peopleAction } from "./admin.dashboard.people.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "People");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPeople(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return peopleAction(request, context);
}

/** People (issue 26): who can stand in a byline, their author pages, and the masthead. */
export default function People({ loaderData }: Route.ComponentProps) {
  const { people, editing, q } = loaderData;
  return (
    <section aria-labelledby="people-heading" className="mx-auto max-w-4xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <h1 id="people-heading" className="font-serif text-3xl font-bold">
        People
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        Everyone who can stand in a byline, with or without a staff account. Each has an author page; the
        people on the masthead are the editorial team on the Contact page and the splash, in their order.
      </p>
      <div className="mt-6 space-y-6">
        <PersonForm key={editing?.id ?? "new"} person={editing} />
        <PeopleList people={people} q={q} />
      </div>
    </section>
  );
}
