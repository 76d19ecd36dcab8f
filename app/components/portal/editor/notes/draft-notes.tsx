import "./notes.css";
import { Button } from "~/components/ui/button.tsx";
import { groupNotes } from "./note-groups.tsx";
import { NotesMargin } from "./notes-margin.tsx";
import { NotesPanel } from "./notes-panel.tsx";
import { useDraftNotes, type NotesPiece } from "./use-draft-notes.ts";

/**
 * The notes of a draft in its editor (issue 38): Add note (or Ctrl+Alt+M) on a selected passage; the
 * notes in the margin beside the text from 1024 px, in a panel behind 'Notes (n)' below that. Mounted
 * beside the text by the rich-text editor.
 */
export function DraftNotesColumn({ piece, timeZone }: { piece: NotesPiece; timeZone: string }) {
  const notes = useDraftNotes(piece);
  const { openCount } = groupNotes(notes);
  return (
    <section aria-labelledby="draft-notes-heading" className="order-first min-w-0 lg:order-none">
      <div className="flex flex-wrap items-center gap-2 lg:mt-1 lg:mb-3">
        <h2
          id="draft-notes-heading"
          className="sr-only lg:not-sr-only lg:mr-auto lg:text-sm lg:font-semibold"
        >
          Notes
        </h2>
        <Button
          look="secondary"
          onClick={notes.start}
          disabled={!notes.quill}
          aria-keyshortcuts="Control+Alt+M"
        >
          Add note
        </Button>
        <Button
          look="secondary"
          className="lg:hidden"
          aria-haspopup="dialog"
          onClick={() => notes.setPanel(true)}
          disabled={!notes.notes}
        >
          Notes ({openCount})
        </Button>
      </div>
      {notes.error && (
        <p role="alert" className="text-sm font-semibold text-accent">
          {notes.error}
        </p>
      )}
      <div className="hidden lg:block">
        <NotesMargin notes={notes} timeZone={timeZone} />
      </div>
      <NotesPanel notes={notes} timeZone={timeZone} />
    </section>
  );
}
