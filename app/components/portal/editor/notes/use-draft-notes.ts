import { useCallback, useEffect, useRef, useState } from "react";
import type Quill from "quill/core";
import { showToast } from "~/components/toaster.tsx";
import { locate, moveThrough, type Anchor, type Change, type Quoted } from "./anchors.ts";
import { postNotes, refusalOf, type Note } from "./notes-client.ts";
import { clearHighlights, paintHighlights, passageOf, textOf } from "./quill-notes.ts";

export type NotesPiece = {
  kind: "article" | "opinion" | "creative";
  id: string;
  /** The version the server last confirmed, and whether the editor holds changes not saved yet. */
  version: number | null;
  hasUnsaved: () => boolean;
  /** The editor, once it is loaded. */
  quill: Quill | null;
  /** The width from which the notes are in the margin (below it, in the panel). */
  marginFrom?: number;
};

/** Ctrl+Alt+M, by the key's place (Option+M types 'µ' on a Mac) or by its letter. */
const isShortcut = (e: KeyboardEvent) =>
  e.ctrlKey && e.altKey && (e.code === "KeyM" || e.key.toLowerCase() === "m");

/**
 * The notes of the piece open in the editor (issue 38): their threads, where each passage is now, the
 * passage a new note is being written on, and the requests. Anchors move with every change of the text
 * (./anchors.ts) and go to the server after a save has confirmed the text they were measured in.
 */
export function useDraftNotes(piece: NotesPiece) {
  const { kind, id, quill } = piece;
  const [notes, setNotes] = useState<Note[] | null>(null);
  const [error, setError] = useState("");
  const [draft, setDraft] = useState<Quoted | null>(null);
  const [panel, setPanel] = useState(false);
  const [active, setActive] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const anchors = useRef(new Map<string, Anchor>());
  const gone = useRef(new Set<string>());
  const dirty = useRef(false);
  const selection = useRef<Anchor | null>(null);
  const hasUnsaved = useRef(piece.hasUnsaved);
  hasUnsaved.current = piece.hasUnsaved;

  const reload = useCallback(async () => {
    const answer = await postNotes({ intent: "list", kind, id });
    if (Array.isArray(answer.body?.notes)) setNotes(answer.body.notes as Note[]);
    else setError(refusalOf(answer, "The notes could not be loaded."));
  }, [kind, id]);
  useEffect(() => void reload(), [reload]);

  // Each open note's passage in the text as it is: where it was, or found again by its quote.
  useEffect(() => {
    if (!quill || !notes) return;
    const text = textOf(quill);
    for (const n of notes) {
      if (anchors.current.has(n.id) || gone.current.has(n.id) || n.onDeletedText || n.anchorIndex === null)
        continue;
      const found = locate({ index: n.anchorIndex, length: n.anchorLength ?? 0, quote: n.quote ?? "" }, text);
      if (found) anchors.current.set(n.id, found);
      else gone.current.add(n.id);
      if (!found || found.index !== n.anchorIndex) dirty.current = true;
    }
    setTick((t) => t + 1);
  }, [quill, notes]);

  // The text changes: typed changes move the anchors; text put in whole is searched again.
  useEffect(() => {
    if (!quill) return;
    const changed = (delta: Change, _old: unknown, source: string) => {
      if (source === "user") {
        for (const [noteId, anchor] of anchors.current) {
          const moved = moveThrough(anchor, delta);
          if (moved) anchors.current.set(noteId, moved);
          else {
            anchors.current.delete(noteId);
            gone.current.add(noteId);
          }
        }
      } else {
        const text = textOf(quill);
        for (const [noteId, anchor] of anchors.current) {
          const quote = passageOf(quill, anchor).quote;
          const found = locate({ ...anchor, quote }, text);
          if (found) anchors.current.set(noteId, found);
        }
      }
      dirty.current = anchors.current.size > 0 || gone.current.size > 0;
      setTick((t) => t + 1);
    };
    const selected = (range: Anchor | null) => {
      if (range) selection.current = range.length > 0 ? range : null;
    };
    const keyed = (e: KeyboardEvent) => {
      if (!isShortcut(e)) return;
      e.preventDefault();
      start();
    };
    quill.on("text-change", changed);
    quill.on("selection-change", selected);
    quill.root.addEventListener("keydown", keyed);
    return () => {
      quill.off("text-change", changed);
      quill.off("selection-change", selected);
      quill.root.removeEventListener("keydown", keyed);
    };
    // `start` reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quill]);

  useEffect(() => {
    if (!quill) return;
    paintHighlights(quill, anchors.current, active);
  }, [quill, tick, active]);
  useEffect(() => clearHighlights, []);

  // A save confirmed the text: the anchors measured in it go to the server with its version.
  useEffect(() => {
    if (!dirty.current || piece.version === null || hasUnsaved.current()) return;
    const sent = [
      ...[...anchors.current].map(([noteId, a]) => ({ id: noteId, ...passageOf(quill!, a) })),
      ...[...gone.current].map((noteId) => ({ id: noteId, deleted: true })),
    ];
    dirty.current = false;
    void postNotes({
      intent: "anchors",
      kind,
      id,
      version: String(piece.version),
      anchors: JSON.stringify(sent),
    });
  }, [piece.version, kind, id, quill]);

  function start() {
    // The selection as it is now (Quill hears of a new one a moment after the browser: a shortcut
    // pressed at once would miss it), else the last one made in the text (the button took the focus).
    const live = quill?.getSelection() ?? null;
    const range = live && live.length > 0 ? live : selection.current;
    if (!quill || !range) {
      showToast({
        title: "Select a passage first",
        description: "Select the words the note is about, then Add note.",
      });
      return;
    }
    setDraft(passageOf(quill, range));
    if (!window.matchMedia(`(min-width: ${piece.marginFrom ?? 1024}px)`).matches) setPanel(true);
  }

  async function request(fields: Record<string, string>, failure: string): Promise<boolean> {
    const answer = await postNotes({ kind, id, ...fields });
    if (!answer.body?.ok) {
      showToast({
        title: failure,
        description: refusalOf(answer, "Please try again"),
        variant: "destructive",
      });
      return false;
    }
    await reload();
    return true;
  }

  return {
    notes,
    error,
    draft,
    panel,
    active,
    tick,
    quill,
    anchors: anchors.current,
    gone: gone.current,
    setPanel,
    setActive,
    start,
    cancel() {
      setDraft(null);
      quill?.focus();
    },
    async add(body: string) {
      if (!draft) return false;
      const done = await request(
        { intent: "add", body, index: String(draft.index), length: String(draft.length), quote: draft.quote },
        "Note not added",
      );
      if (done) {
        setDraft(null);
        showToast({ title: "Note added" });
        // Back to the text beside the margin; in the panel, which covers the text, focus stays there.
        if (!panel) quill?.focus();
      }
      return done;
    },
    reply: (noteId: string, body: string) => request({ intent: "reply", noteId, body }, "Reply not added"),
    resolve: (noteId: string, resolved: boolean) =>
      request(
        { intent: resolved ? "resolve" : "reopen", noteId },
        resolved ? "Note not resolved" : "Note not reopened",
      ),
  };
}

export type DraftNotes = ReturnType<typeof useDraftNotes>;
