import { editionLabel, editionPath } from "#shared/print.ts";
import { CardList } from "~/components/portal/manage/card-list.tsx";
import { editionDate } from "~/components/print/edition-date.ts";
import { formatWhen } from "~/lib/when.ts";
import { EditionActions } from "./edition-actions.tsx";
import { EditionForm, type EditionValues } from "./edition-form.tsx";
import type { Choice } from "./toc-fields.tsx";

export type EditionRow = EditionValues & {
  status: string;
  scheduledFor: string | null;
  lastSaved: { at: string; by: string } | null;
};

/** The list's id: its heading's, and the start of each card's (`cardId`). */
export const EDITIONS_LIST_ID = "editions-list";

const STATUS: Record<string, string> = { draft: "Draft", scheduled: "Scheduled", published: "Published" };

/** Every edition, newest first: its cover, numbers, state and history, with Edit (the form in place),
 * Publish, Schedule or Unpublish, and Delete after a question. */
export function EditionsList({
  editions,
  choices,
  timeZone,
}: {
  editions: EditionRow[];
  choices: Choice[];
  /** The publication's: the times shown are its, as every portal page's. */
  timeZone: string;
}) {
  return (
    <CardList
      id={EDITIONS_LIST_ID}
      heading="Editions"
      empty="No edition yet. Add one below."
      items={editions}
      question={(name) => `Delete ${name}? Its page goes; the PDF stays in the media files.`}
      row={(e) => {
        const label = editionLabel(e.volume, e.number);
        return {
          name: label,
          heading: `${label}: ${e.title}`,
          cover: e.cover ? { src: e.cover, shape: "page" } : null,
          details: <EditionDetails edition={e} label={label} timeZone={timeZone} />,
          form: (done) => (
            <EditionForm initial={e} choices={choices} submitLabel="Save edition" onDone={done} />
          ),
        };
      }}
    />
  );
}

function EditionDetails({
  edition: e,
  label,
  timeZone,
}: {
  edition: EditionRow;
  label: string;
  timeZone: string;
}) {
  const last = e.lastSaved;
  return (
    <>
      <p className="text-sm text-muted">
        {editionDate(e.date)} · {STATUS[e.status]}
        {e.scheduledFor && ` for ${formatWhen(e.scheduledFor, timeZone)}`} · {e.pieces.length}{" "}
        {e.pieces.length === 1 ? "piece" : "pieces"}
        {e.status === "published" && (
          <>
            {" · "}
            <a href={editionPath(e.volume, e.number)} className="text-accent underline underline-offset-2">
              {editionPath(e.volume, e.number)}
            </a>
          </>
        )}
      </p>
      <div className="mt-3">
        <EditionActions id={e.id} status={e.status} label={label} />
      </div>
      {last && (
        <p className="mt-3 text-sm text-muted">
          Last saved {formatWhen(last.at, timeZone)} by {last.by}. Every version is in History, under Edit.
        </p>
      )}
    </>
  );
}
