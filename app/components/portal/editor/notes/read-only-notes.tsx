import { useId } from "react";
import { groupNotes, Thread, UnplacedNotes } from "./note-groups.tsx";
import { useDraftNotes, type NotesPiece } from "./use-draft-notes.ts";

/**
 * The notes of a piece its writer may read but not change (in review, or past draft: decision 0040),
 * below its text: they can still reply and resolve (issue 38: the editor's notes on a submitted draft
 * are answered by its writer), without a new note, since there is no editor to select a passage in.
 */
export function ReadOnlyNotes({ piece, timeZone }: { piece: Omit<NotesPiece, "quill">; timeZone: string }) {
  const headingId = useId();
  const notes = useDraftNotes({ ...piece, quill: null });
  const { placed, deleted, resolved, openCount } = groupNotes(notes);
  // Nothing to answer, or not loaded yet: no section (a failed load still says so).
  if (notes.notes?.length === 0 || (!notes.notes && !notes.error)) return null;
  return (
    <section aria-labelledby={headingId} className="mt-6 space-y-3">
      <h2 id={headingId} className="font-serif text-xl font-semibold">
        Notes ({openCount})
      </h2>
      {notes.error && (
        <p role="alert" className="text-sm font-semibold text-accent">
          {notes.error}
        </p>
      )}
      <ul aria-label="Open notes" className="space-y-3">
        {placed.map(({ note }) => (
          <li key={note.id}>
            <Thread notes={notes} note={note} timeZone={timeZone} />
          </li>
        ))}
      </ul>
      <UnplacedNotes notes={notes} deleted={deleted} resolved={resolved} timeZone={timeZone} />
    </section>
  );
}
