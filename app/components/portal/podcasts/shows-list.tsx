import { CardList } from "~/components/portal/manage/card-list.tsx";
import { ShowForm, type ShowValues } from "./show-form.tsx";

export type ShowRow = ShowValues & { id: string; episodes: number };

/** Every show: its cover, address and count of episodes, with Edit (the form in place) and Delete
 * after a question. */
export function ShowsList({ shows }: { shows: ShowRow[] }) {
  return (
    <CardList
      id="shows-list"
      heading="Shows"
      empty="No show yet. Add one below."
      items={shows}
      question={(name) => `Delete the show “${name}”? Its page and its feed go with it.`}
      row={(show) => ({
        name: show.name,
        cover: show.cover ? { src: show.cover, shape: "square" } : null,
        details: (
          <>
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
          </>
        ),
        form: (done) => <ShowForm initial={show} submitLabel="Save show" onDone={done} />,
      })}
    />
  );
}
