import { useTimeZone } from "~/components/use-time-zone.ts";
import { StatusBadge } from "./status-badge.tsx";
import { ApprovalPanel, type ApprovalView } from "./approval.tsx";
import { ReadingText } from "./reading-text.tsx";

type Reading = {
  kind: "article" | "creative";
  id: string;
  version: number;
  status: string;
  fields: Record<string, unknown>;
  reviewNote: string | null;
  approval: ApprovalView;
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A piece as the adviser reads it (issue 38): its text as it stands, the editor's note of a Return,
 * and the adviser's approval where the publication asks for it. The adviser changes nothing here; the
 * notes beside the text are how they coach.
 */
export function PieceReading({ kind, id, version, status, fields, reviewNote, approval }: Reading) {
  const timeZone = useTimeZone();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
        <StatusBadge status={status} />
        <span>You are reading this piece: advisers leave notes and do not change the text.</span>
      </p>
      <div className="mt-4 space-y-6">
        <article aria-labelledby="reading-title" className="min-w-0 border border-rule bg-white p-5 sm:p-8">
          <h1 id="reading-title" className="font-serif text-3xl font-bold break-words">
            {text(fields.title) || "Untitled"}
          </h1>
          {text(fields.author) && <p className="mt-2 text-muted">By {text(fields.author)}</p>}
          {text(fields.excerpt) && <p className="mt-4 font-serif text-lg">{text(fields.excerpt)}</p>}
          <div className="mt-6">
            <ReadingText
              kind={kind}
              id={id}
              version={version}
              html={text(fields.content)}
              timeZone={timeZone}
            />
          </div>
        </article>
        <div className="grid gap-6 md:grid-cols-2">
          {reviewNote && (
            <p className="border border-rule bg-white p-4 text-sm">
              <span className="font-semibold">Returned with the note: </span>
              {reviewNote}
            </p>
          )}
          <ApprovalPanel kind={kind} id={id} status={status} approval={approval} />
        </div>
      </div>
    </div>
  );
}
