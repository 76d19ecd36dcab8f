import { LOCKED_FOR_WRITER, type Status } from "#shared/lifecycle.ts";
import { htmlText } from "~/components/portal/editor/diff.ts";
import { StatusBadge } from "./status-badge.tsx";
import { fieldRows } from "./fields-view.tsx";
import type { PublishKind } from "./publish-texts.ts";
import type { PublishValues } from "./publish-values.ts";

/**
 * A contributor's own piece once it is past draft (issue 26, decision 0040): read-only, with a line
 * saying why, instead of the editor. In review it stays so until an editor returns it (then it opens
 * in the editor again, with the editor's note) or publishes it.
 */
export function LockedPiece({
  kind,
  heading,
  status,
  values,
  publicHref,
  view,
  notes,
}: {
  kind: PublishKind;
  heading: string;
  status: Status;
  values: PublishValues;
  publicHref: string | null;
  view: string;
  /** The piece's notes (issue 38): its writer answers them here. */
  notes?: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <h1 className="font-serif text-3xl font-bold">{heading}</h1>
      <p className="mt-3 flex flex-wrap items-center gap-3">
        <StatusBadge status={status} />
        {status === "published" && publicHref && (
          <a href={publicHref} className="text-sm font-semibold text-accent underline underline-offset-2">
            {view}
          </a>
        )}
      </p>
      <p data-locked className="mt-4 border-l-4 border-ink bg-white px-4 py-3 text-ink">
        {LOCKED_FOR_WRITER[status] ?? LOCKED_FOR_WRITER.published}
      </p>
      <dl className="mt-6 grid gap-x-4 gap-y-2 border border-rule bg-white p-5 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        {fieldRows(kind, values).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="mb-2 break-words text-ink sm:mb-0">
              {value || <span className="text-muted">—</span>}
            </dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-6 font-serif text-xl font-semibold">Content</h2>
      <p className="mt-2 border border-rule bg-white p-5 leading-relaxed whitespace-pre-wrap text-ink">
        {htmlText(values.content) || <span className="text-muted">—</span>}
      </p>
      {notes}
    </div>
  );
}
