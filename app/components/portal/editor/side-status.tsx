import { StatusBadge } from "./status-badge.tsx";
import { EditorIndicator } from "./indicator.tsx";
import type { EditorSession } from "./session.ts";

/** The head of the editor's side panel: the piece's status, the quiet save indicator, who else has
 * the piece open (without locking anyone out), edits readers do not see yet, and where readers find it. */
export function EditorSideStatus({ session, view }: { session: EditorSession; view: string }) {
  const { piece, others } = session;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-serif text-lg font-bold">Publishing</h2>
        {piece.status && <StatusBadge status={piece.status} />}
      </div>
      <EditorIndicator state={session.state} isNew={piece.id === null} error={session.refusal} />
      {others.length > 0 && (
        <p role="status" className="border-l-4 border-accent bg-paper px-3 py-2 text-sm">
          {others.join(", ")} {others.length > 1 ? "are" : "is"} also editing this piece
        </p>
      )}
      {piece.hasPending && (
        <p className="text-sm text-muted">
          {piece.status === "scheduled"
            ? "These edits go out with the scheduled piece only once you press Update."
            : "Readers see the published version until you press Update."}
        </p>
      )}
      {piece.publicHref && piece.status === "published" && (
        <p className="text-sm">
          <a href={piece.publicHref} className="font-semibold text-accent underline underline-offset-2">
            {view}
          </a>
        </p>
      )}
    </>
  );
}
