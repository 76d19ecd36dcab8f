import { authorHref } from "#shared/people.ts";
import { DeleteButton, EditLink, useConfirmedDelete } from "~/components/portal/manage/row-actions.tsx";
import { SettingsCard } from "~/components/portal/settings/card.tsx";

type PersonRow = {
  id: string;
  name: string;
  slug: string;
  title: string;
  onMasthead: boolean;
  mastheadOrder: number;
  bylines: number;
  userId: string | null;
};

const LIST_ID = "people-list";

/** Everyone in People: the masthead first, in its order; each with their author page, Edit, and
 * Delete while they have no byline. */
export function PeopleList({ people, q }: { people: PersonRow[]; q: string }) {
  const deletion = useConfirmedDelete({
    question: (name) => `Delete ${name}? They are in no byline.`,
    focusAfter: LIST_ID,
  });
  return (
    <SettingsCard id="people" title="Everyone">
      <form method="get" role="search" className="flex max-w-md gap-2">
        <label htmlFor="people-q" className="sr-only">
          Find a person by name
        </label>
        <input
          id="people-q"
          name="q"
          type="search"
          defaultValue={q}
          placeholder="Find a person by name"
          className="min-h-10 flex-1 border border-ink/30 px-3"
        />
        <button type="submit" className="min-h-10 border border-ink bg-ink px-4 font-semibold text-white">
          Find
        </button>
      </form>
      <h3
        id={LIST_ID}
        tabIndex={-1}
        className="mt-6 border-b border-rule pb-2 text-sm font-bold tracking-wider text-muted uppercase outline-none"
      >
        {people.length === 1 ? "1 person" : `${people.length} people`}
      </h3>
      {!q && !people.some((p) => p.onMasthead) && (
        <p role="note" className="mt-4 border-l-4 border-accent bg-paper p-3 text-sm">
          The masthead is empty: the Contact page and the splash show no editorial team. Edit a person (or add
          one) and tick &lsquo;On the masthead&rsquo;, with their role, such as Editor in Chief.
        </p>
      )}
      {people.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{q ? "Nobody by that name." : "Nobody yet."}</p>
      ) : (
        <ul className="divide-y divide-rule">
          {people.map((p) => (
            <li
              key={p.id}
              className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold">
                  <a href={authorHref(p.slug)} className="hover:underline">
                    {p.name}
                  </a>
                </p>
                <p className="text-sm text-muted">
                  {[
                    p.title,
                    p.onMasthead ? `Masthead, ${p.mastheadOrder}` : "",
                    p.bylines === 1 ? "1 byline" : `${p.bylines} bylines`,
                    p.userId ? "Staff account" : "",
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <EditLink to={`?edit=${encodeURIComponent(p.id)}#person-form`} id={p.id} title={p.name} />
                {p.bylines === 0 && (
                  <DeleteButton
                    title={p.name}
                    busy={deletion.deleting === p.id}
                    onClick={() => deletion.ask({ id: p.id, title: p.name })}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {deletion.dialog}
    </SettingsCard>
  );
}
