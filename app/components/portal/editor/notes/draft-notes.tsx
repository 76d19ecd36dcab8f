import "./notes.css";
import { Button } from "~/components/ui/button.tsx";
import { groupNotes } from "./note-groups.tsx";
import { NotesMargin } from "./notes-margin.tsx";
import { NotesPanel } from "./notes-panel.tsx";
import { useDraftNotes, type NotesPiece } from "./use-draft-notes.ts";

/** The classes of each width the margin starts at (whole strings, for Tailwind to find). */
const ROOMY = {
  px: 1024,
  order: "lg:order-none",
  bar: "lg:mt-1 lg:mb-3",
  heading: "lg:not-sr-only lg:mr-auto lg:text-sm lg:font-semibold",
  panelButton: "lg:hidden",
  margin: "lg:block",
};
const NARROW = {
  px: 1536,
  order: "2xl:order-none",
  bar: "2xl:mt-1 2xl:mb-3",
  heading: "2xl:not-sr-only 2xl:mr-auto 2xl:text-sm 2xl:font-semibold",
  panelButton: "2xl:hidden",
  margin: "2xl:block",
};

/**
 * The notes of a draft in its editor (issue 38): Add note (or Ctrl+Alt+M) on a selected passage; the
 * notes in the margin beside the text from 1024 px, in a panel behind 'Notes (n)' below that. Mounted
 * beside the text by the rich-text editor.
 */
export function DraftNotesColumn({
  piece,
  timeZone,
  roomy = false,
}: {
  piece: NotesPiece;
  timeZone: string;
  /** The margin from 1024 px where the page has room (the adviser's reading); beside the editor, whose
   * Publishing column takes a laptop's width, from 1536 px (the panel below that). */
  roomy?: boolean;
}) {
  const at = roomy ? ROOMY : NARROW;
  const notes = useDraftNotes({ ...piece, marginFrom: at.px });
  const { openCount } = groupNotes(notes);
  return (
    <section aria-labelledby="draft-notes-heading" className={`order-first min-w-0 ${at.order}`}>
      <div className={`flex flex-wrap items-center gap-2 ${at.bar}`}>
        <h2 id="draft-notes-heading" className={`sr-only ${at.heading}`}>
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
          className={at.panelButton}
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
      <div className={`hidden ${at.margin}`}>
        <NotesMargin notes={notes} timeZone={timeZone} />
      </div>
      <NotesPanel notes={notes} timeZone={timeZone} />
    </section>
  );
}
