import { useState } from "react";
import { DeleteButton, useConfirmedDelete } from "~/components/portal/manage/row-actions.tsx";
import { Button } from "~/components/ui/button.tsx";
import { ShowForm, type ShowValues } from "./show-form.tsx";

export type ShowRow = ShowValues & { id: string; episodes: number };

const LIST_ID = "shows-list";

/** Every show: its cover, address and count of episodes, with Edit (the form in place) and Delete
 * after a question. */
export function ShowsList({ shows }: { shows: ShowRow[] }) {
  const [editing, setEditing] = useState<string | null>(null);
  const removal = useConfirmedDelete({
    question: (name) => `Delete the show “${name}”? Its page and its feed go with it.`,
    focusAfter: LIST_ID,
  });
  return (
    <section aria-labelledby={LIST_ID} className="mt-8">
      <h2 id={LIST_ID} tabIndex={-1} className="font-serif text-xl font-bold outline-none">
        Shows ({shows.length})
      </h2>
      {shows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No show yet. Add one below.</p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {shows.map((show) => (
            <li key={show.id} className="border border-rule bg-white p-4 sm:p-5">
              <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
                {show.cover && (
                  <img
                    src={show.cover}
                    alt=""
                    width={96}
                    height={96}
                    className="h-24 w-24 shrink-0 object-cover"
                  />
                )}
                <div className="min-w-0 flex-1">
                  <h3 className="font-serif text-lg font-bold">{show.name}</h3>
                  <p className="text-sm text-muted">
                    <a href={`/podcasts/${show.slug}`} className="text-accent underline underline-offset-2">
                      /podcasts/{show.slug}
                    </a>{" "}
                    · {show.category.replace(" > ", " › ")} · {show.episodes} episode
                    {show.episodes === 1 ? "" : "s"}
                  </p>
                  <p className="mt-1 text-sm">
                    Feed:{" "}
                    <a
                      href={`/podcasts/${show.slug}/feed.xml`}
                      className="break-all text-accent underline underline-offset-2"
                    >
                      /podcasts/{show.slug}/feed.xml
                    </a>
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    look="dark"
                    onClick={() => setEditing(editing === show.id ? null : show.id)}
                    aria-expanded={editing === show.id}
                  >
                    Edit<span className="sr-only"> “{show.name}”</span>
                  </Button>
                  <DeleteButton
                    title={show.name}
                    busy={removal.deleting === show.id}
                    onClick={() => removal.ask({ id: show.id, title: show.name })}
                  />
                </div>
              </div>
              {editing === show.id && (
                <div className="mt-5 border-t border-rule pt-5">
                  <ShowForm initial={show} submitLabel="Save show" onDone={() => setEditing(null)} />
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
