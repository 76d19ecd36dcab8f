import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Anchor } from "./anchors.ts";
import { NoteComposer } from "./note-composer.tsx";
import { groupNotes, Thread, UnplacedNotes } from "./note-groups.tsx";
import { passageTop } from "./quill-notes.ts";
import type { DraftNotes } from "./use-draft-notes.ts";

const GAP = 8;
const DRAFT = "draft";

/**
 * The notes beside the text on a wide screen (issue 38): each open note level with its passage, pushed
 * down when the one above is in the way, the new note among them; then the notes on deleted text and
 * the resolved ones.
 */
export function NotesMargin({ notes, timeZone }: { notes: DraftNotes; timeZone: string }) {
  const box = useRef<HTMLDivElement>(null);
  const cards = useRef(new Map<string, HTMLElement>());
  const [tops, setTops] = useState<Record<string, number>>({});
  const [, setResized] = useState(0);
  const { placed, deleted, resolved } = groupNotes(notes);
  const items: { key: string; anchor: Anchor }[] = placed.map((p) => ({ key: p.note.id, anchor: p.anchor }));
  if (notes.draft) items.push({ key: DRAFT, anchor: notes.draft });
  items.sort((a, b) => a.anchor.index - b.anchor.index);

  useEffect(() => {
    const again = () => setResized((n) => n + 1);
    window.addEventListener("resize", again);
    return () => window.removeEventListener("resize", again);
  }, []);

  // Measured after every render, since a card's height changes with its replies and its reply form, and
  // a passage's place with any text above it; setting only what changed ends the round.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const quill = notes.quill;
    if (!quill || !box.current) return;
    const next: Record<string, number> = {};
    let y = 0;
    for (const item of items) {
      const top = Math.max(passageTop(quill, item.anchor, box.current) ?? y, y);
      next[item.key] = top;
      y = top + (cards.current.get(item.key)?.offsetHeight ?? 0) + GAP;
    }
    next.end = y;
    if (
      Object.keys(next).some((k) => next[k] !== tops[k]) ||
      Object.keys(tops).length !== Object.keys(next).length
    )
      setTops(next);
  });

  const card = (key: string) => (node: HTMLElement | null) => {
    if (node) cards.current.set(key, node);
    else cards.current.delete(key);
  };
  return (
    <div className="space-y-3">
      <div ref={box} className="relative" style={{ height: tops.end ?? 0 }}>
        {items.map(({ key }) => {
          const note = placed.find((p) => p.note.id === key)?.note;
          return (
            <div key={key} ref={card(key)} className="absolute inset-x-0" style={{ top: tops[key] ?? 0 }}>
              {note ? (
                <Thread notes={notes} note={note} timeZone={timeZone} />
              ) : (
                notes.draft && (
                  <NoteComposer quote={notes.draft.quote} onAdd={notes.add} onCancel={notes.cancel} />
                )
              )}
            </div>
          );
        })}
      </div>
      <UnplacedNotes notes={notes} deleted={deleted} resolved={resolved} timeZone={timeZone} />
    </div>
  );
}
