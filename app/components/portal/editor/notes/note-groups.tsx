import type { Anchor } from "./anchors.ts";
import { NoteThread } from "./note-thread.tsx";
import type { Note } from "./notes-client.ts";
import type { DraftNotes } from "./use-draft-notes.ts";

/** Where a note's passage is: in the editor's text as it is now, or, with no editor (a piece shown
 * read-only), where it was last saved. */
export function anchorOf(notes: Pick<DraftNotes, "quill" | "anchors">, note: Note): Anchor | undefined {
  if (notes.quill) return notes.anchors.get(note.id);
  if (note.onDeletedText || note.anchorIndex === null) return undefined;
  return { index: note.anchorIndex, length: note.anchorLength ?? 0 };
}

/** The notes as the margin and the panel show them: open ones on their passage in the text's order,
 * open ones on deleted text, and the resolved. */
export function groupNotes(notes: Pick<DraftNotes, "notes" | "quill" | "anchors">) {
  const all = notes.notes ?? [];
  const open = all.filter((n) => n.resolvedAt === null);
  const placed = open
    .map((n) => ({ note: n, anchor: anchorOf(notes, n) }))
    .filter((p): p is { note: Note; anchor: Anchor } => p.anchor !== undefined)
    .sort((a, b) => a.anchor.index - b.anchor.index);
  return {
    placed,
    deleted: open.filter((n) => !anchorOf(notes, n)),
    resolved: all.filter((n) => n.resolvedAt !== null),
    openCount: open.length,
  };
}

/** A thread wired to the notes' requests. */
export function Thread({ notes, note, timeZone }: { notes: DraftNotes; note: Note; timeZone: string }) {
  return (
    <NoteThread
      note={note}
      onDeletedText={!anchorOf(notes, note)}
      timeZone={timeZone}
      active={notes.active === note.id}
      onActive={(on) => notes.setActive(on ? note.id : null)}
      onReply={(body) => notes.reply(note.id, body)}
      onResolve={(resolved) => notes.resolve(note.id, resolved)}
    />
  );
}

/** The notes that have no place beside the text: on deleted text, and resolved (collapsed). */
export function UnplacedNotes({
  notes,
  deleted,
  resolved,
  timeZone,
}: {
  notes: DraftNotes;
  deleted: Note[];
  resolved: Note[];
  timeZone: string;
}) {
  return (
    <>
      {deleted.length > 0 && (
        <ul aria-label="Notes on deleted text" className="space-y-3">
          {deleted.map((n) => (
            <li key={n.id}>
              <Thread notes={notes} note={n} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
      {resolved.length > 0 && (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">
            Resolved ({resolved.length})
          </summary>
          <ul className="space-y-3">
            {resolved.map((n) => (
              <li key={n.id}>
                <Thread notes={notes} note={n} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
