import { useId } from "react";
import { Button } from "~/components/ui/button.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import { NoteComposer } from "./note-composer.tsx";
import { groupNotes, Thread, UnplacedNotes } from "./note-groups.tsx";
import type { DraftNotes } from "./use-draft-notes.ts";

/** The notes on a phone (issue 38): a panel over the editor, the new note first, then the open notes in
 * the text's order, those on deleted text and, collapsed, the resolved. */
export function NotesPanel({ notes, timeZone }: { notes: DraftNotes; timeZone: string }) {
  const headingId = useId();
  const { placed, deleted, resolved, openCount } = groupNotes(notes);
  return (
    <Dialog
      open={notes.panel}
      onClose={() => notes.setPanel(false)}
      labelledBy={headingId}
      size="full"
      lockScroll
      returnFocus={() => (notes.draft ? undefined : (notes.quill?.root ?? undefined))}
    >
      <div className="flex h-full flex-col">
        <header className="flex items-center justify-between gap-4 border-b border-rule bg-white px-4 py-3">
          <h2 id={headingId} className="font-serif text-2xl font-bold">
            Notes ({openCount})
          </h2>
          <Button look="secondary" onClick={() => notes.setPanel(false)}>
            Close
          </Button>
        </header>
        <div className="flex-1 space-y-3 overflow-y-auto px-4 py-4">
          {notes.draft && (
            <NoteComposer
              quote={notes.draft.quote}
              onAdd={notes.add}
              onCancel={() => {
                notes.setPanel(false);
                notes.cancel();
              }}
            />
          )}
          {openCount === 0 && resolved.length === 0 && !notes.draft && (
            <p className="text-sm text-muted">No notes yet. Select a passage and choose Add note.</p>
          )}
          {placed.length > 0 && (
            <ul aria-label="Open notes" className="space-y-3">
              {placed.map(({ note }) => (
                <li key={note.id}>
                  <Thread notes={notes} note={note} timeZone={timeZone} />
                </li>
              ))}
            </ul>
          )}
          <UnplacedNotes notes={notes} deleted={deleted} resolved={resolved} timeZone={timeZone} />
        </div>
      </div>
    </Dialog>
  );
}
