import { useState } from "react";
import { editionLabel, editionPath } from "#shared/print.ts";
import { DeleteButton, useConfirmedDelete } from "~/components/portal/manage/row-actions.tsx";
import { editionDate } from "~/components/print/edition-date.ts";
import { Button } from "~/components/ui/button.tsx";
import { EditionActions } from "./edition-actions.tsx";
import { EditionForm, type EditionValues } from "./edition-form.tsx";
import type { Choice } from "./toc-fields.tsx";

export type EditionRow = EditionValues & {
  status: string;
  scheduledFor: string | null;
  revisions: { at: string; by: string; title: string }[];
};

const LIST_ID = "editions-list";
const STATUS: Record<string, string> = { draft: "Draft", scheduled: "Scheduled", published: "Published" };

/** Every edition, newest first: its cover, numbers, state and history, with Edit (the form in place),
 * Publish, Schedule or Unpublish, and Delete after a question. */
export function EditionsList({ editions, choices }: { editions: EditionRow[]; choices: Choice[] }) {
  const [editing, setEditing] = useState<string | null>(null);
  const removal = useConfirmedDelete({
    question: (name) => `Delete ${name}? Its page goes; the PDF stays in the media files.`,
    focusAfter: LIST_ID,
  });
  return (
    <section aria-labelledby={LIST_ID} className="mt-8">
      <h2 id={LIST_ID} tabIndex={-1} className="font-serif text-xl font-bold outline-none">
        Editions ({editions.length})
      </h2>
      {editions.length === 0 && <p className="mt-2 text-sm text-muted">No edition yet. Add one below.</p>}
      <ul className="mt-4 grid gap-4">
        {editions.map((e) => {
          const label = editionLabel(e.volume, e.number);
          return (
            <li key={e.id} className="border border-rule bg-white p-4 sm:p-5">
              <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
                {e.cover && (
                  <img
                    src={e.cover}
                    alt=""
                    width={72}
                    height={96}
                    className="h-24 w-18 shrink-0 object-cover object-top"
                  />
                )}
                <div className="min-w-0 flex-1">
                  <h3 className="font-serif text-lg font-bold">
                    {label}: {e.title}
                  </h3>
                  <p className="text-sm text-muted">
                    {editionDate(e.date)} · {STATUS[e.status]}
                    {e.scheduledFor && ` for ${new Date(e.scheduledFor).toLocaleString()}`} ·{" "}
                    {e.pieces.length} {e.pieces.length === 1 ? "piece" : "pieces"}
                    {e.status === "published" && (
                      <>
                        {" · "}
                        <a
                          href={editionPath(e.volume, e.number)}
                          className="text-accent underline underline-offset-2"
                        >
                          {editionPath(e.volume, e.number)}
                        </a>
                      </>
                    )}
                  </p>
                  <div className="mt-3">
                    <EditionActions id={e.id} status={e.status} label={label} />
                  </div>
                  {e.revisions.length > 0 && (
                    <details className="mt-3 text-sm">
                      <summary className="cursor-pointer">History ({e.revisions.length})</summary>
                      <ol className="mt-2 grid gap-1 text-muted">
                        {e.revisions.map((r) => (
                          <li key={r.at}>
                            {new Date(r.at).toLocaleString()}: {r.by} saved “{r.title}”
                          </li>
                        ))}
                      </ol>
                    </details>
                  )}
                </div>
                <div className="flex gap-2">
                  <Button
                    look="dark"
                    onClick={() => setEditing(editing === e.id ? null : e.id)}
                    aria-expanded={editing === e.id}
                  >
                    Edit<span className="sr-only"> {label}</span>
                  </Button>
                  <DeleteButton
                    title={label}
                    busy={removal.deleting === e.id}
                    onClick={() => removal.ask({ id: e.id, title: label })}
                  />
                </div>
              </div>
              {editing === e.id && (
                <div className="mt-5 border-t border-rule pt-5">
                  <EditionForm
                    initial={e}
                    choices={choices}
                    submitLabel="Save edition"
                    onDone={() => setEditing(null)}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {removal.dialog}
    </section>
  );
}
