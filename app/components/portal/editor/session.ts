import { useCallback, useEffect, useRef, useState } from "react";
import type { Status } from "#shared/lifecycle.ts";
import {
  Autosave,
  type Outcome,
  type SaveIntent,
  type SaveState,
  type Theirs,
} from "~/components/portal/editor/autosave.ts";
import {
  backstop,
  newPieceKey,
  pieceKey,
  sameFields,
  type BackstopEntry,
} from "~/components/portal/editor/backstop.ts";
import { postEditor, sender } from "~/components/portal/editor/client.ts";
import type { PublishKind } from "./publish-texts.ts";
import { isUntouched, withDraft, type PublishValues } from "./publish-values.ts";

/** What the editor page starts from: the loader's piece, or a new one (no id). */
export type EditorInitial = {
  id: string | null;
  fields: PublishValues;
  version: number | null;
  status: Status | null;
  hasPending: boolean;
  publicHref: string | null;
};

export type PieceState = Omit<EditorInitial, "fields">;
export type EditorConflict = { theirs: Theirs<PublishValues>; mine: PublishValues };

const BACKSTOP_MS = 300;
const HEARTBEAT_MS = 20_000;

/** The editor page's address of a saved piece (an opinion piece is edited as an article). */
export const editorHref = (kind: PublishKind, id: string) =>
  `/admin/dashboard/${kind === "creative" ? "creative" : kind === "page" ? "pages" : "articles"}/${id}`;

/**
 * Everything behind the editor's fields (issue 25): the autosave queue, the local backstop, the
 * restore offer, conflicts, presence and the piece's state as the server last confirmed it. `load`
 * puts fields into the form (a restore, their version after a conflict).
 */
export function useEditorSession(
  kind: PublishKind,
  initial: EditorInitial,
  values: PublishValues,
  load: (values: PublishValues) => void,
) {
  const [state, setState] = useState<SaveState>("saved");
  const [piece, setPiece] = useState<PieceState>(() => ({ ...initial }));
  const [conflict, setConflict] = useState<EditorConflict | null>(null);
  const [offer, setOffer] = useState<BackstopEntry<PublishValues> | null>(null);
  const [others, setOthers] = useState<string[]>([]);
  const [refusal, setRefusal] = useState("");
  const confirmed = useRef(initial.fields);
  const latest = useRef(values);
  latest.current = values;
  const key = useRef<string | null>(initial.id ? pieceKey(kind, initial.id) : null);
  const keepTimer = useRef<number | null>(null);

  const autosave = useRef<Autosave<PublishValues> | null>(null);
  autosave.current ??= new Autosave<PublishValues>({
    id: initial.id,
    baseVersion: initial.version,
    send: sender<PublishValues>(kind),
    onState: setState,
    onRefused: (outcome) => setRefusal(outcome.error),
    isOnline: () => navigator.onLine,
    onConflict: (theirs, mine) =>
      setConflict({ theirs: { ...theirs, fields: withDraft(kind, theirs.fields) }, mine }),
    onSaved(saved, request, current) {
      const wasNew = key.current === null || key.current.includes(":new:");
      confirmed.current = request.fields;
      setPiece((p) => ({
        ...p,
        id: saved.id,
        version: saved.version,
        status: saved.status as Status,
        hasPending: saved.hasPending,
        publicHref: saved.publicHref ?? p.publicHref,
      }));
      if (wasNew) {
        // The new piece has its address now: the URL says it, without remounting the editor.
        window.history.replaceState(window.history.state, "", editorHref(kind, saved.id));
        if (key.current) void backstop.delete(key.current);
        key.current = pieceKey(kind, saved.id);
      }
      if (current && key.current) void backstop.delete(key.current);
      else keep();
    },
  });
  const saver = autosave.current;

  /** Writes the unconfirmed fields to the backstop now. */
  const keepNow = useCallback(() => {
    if (keepTimer.current !== null) window.clearTimeout(keepTimer.current);
    keepTimer.current = null;
    if (!saver.hasUnsaved) return;
    key.current ??= newPieceKey(kind);
    void backstop.put({
      key: key.current,
      kind,
      id: saver.id,
      baseVersion: saver.baseVersion,
      fields: latest.current,
      keptAt: Date.now(),
    });
  }, [kind, saver]);
  const keep = useCallback(() => {
    if (keepTimer.current !== null) window.clearTimeout(keepTimer.current);
    keepTimer.current = window.setTimeout(keepNow, BACKSTOP_MS);
  }, [keepNow]);

  // Every change the writer makes: to the queue and to the backstop.
  useEffect(() => {
    if (offer) return;
    if (!saver.hasUnsaved && sameFields(values, confirmed.current)) return;
    if (saver.id === null && isUntouched(values, kind)) return;
    saver.change(values);
    keep();
  }, [values, offer, saver, kind, keep]);

  // Leaving, hiding or closing the tab writes what is pending at once; coming online saves.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === "hidden") keepNow();
    };
    const online = () => saver.retry();
    window.addEventListener("pagehide", keepNow);
    document.addEventListener("visibilitychange", hidden);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("pagehide", keepNow);
      document.removeEventListener("visibilitychange", hidden);
      window.removeEventListener("online", online);
      saver.dispose();
    };
  }, [keepNow, saver]);

  // Opening the editor: unsaved work this device kept, newer than the server's, is offered back.
  useEffect(() => {
    void (async () => {
      const entries = (await backstop.list()) as BackstopEntry<PublishValues>[];
      const mine = initial.id
        ? entries.find((e) => e.key === pieceKey(kind, initial.id!))
        : entries.filter((e) => e.id === null && e.kind === kind).sort((a, b) => b.keptAt - a.keptAt)[0];
      if (!mine) return;
      if (sameFields(withDraft(kind, mine.fields), initial.fields)) void backstop.delete(mine.key);
      else setOffer({ ...mine, fields: withDraft(kind, mine.fields) });
    })();
    // Once, for the piece the page opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Presence: who else has this piece open, every 20 s.
  useEffect(() => {
    if (!piece.id) return;
    const beat = async () => {
      const { body } = await postEditor({ kind, intent: "heartbeat", id: piece.id ?? "" });
      const list = Array.isArray(body?.others) ? (body.others as { userName: string }[]) : [];
      setOthers([...new Set(list.map((o) => o.userName))]);
    };
    void beat();
    const timer = window.setInterval(() => void beat(), HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [kind, piece.id]);

  return {
    state,
    piece,
    others,
    refusal,
    conflict,
    offer,
    hasUnsaved: () => saver.hasUnsaved,
    baseVersion: () => saver.baseVersion,
    /** Save draft, Publish, Update, Unpublish, after whatever is in flight. */
    run: (intent: Exclude<SaveIntent, "autosave">): Promise<Outcome<PublishValues>> =>
      saver.run(intent, latest.current),
    retry: () => saver.retry(),
    restore() {
      if (!offer) return;
      key.current = offer.key;
      saver.id = offer.id;
      saver.baseVersion = offer.id ? offer.baseVersion : null;
      setOffer(null);
      load(offer.fields);
    },
    /** Clear Form on a piece never saved: nothing is sent or kept. */
    forget() {
      saver.forget();
      if (key.current) void backstop.delete(key.current);
      key.current = null;
    },
    discard() {
      if (offer) void backstop.delete(offer.key);
      setOffer(null);
    },
    keepMine() {
      if (!conflict) return;
      setConflict(null);
      saver.keepMine(conflict.theirs.version);
    },
    /** A version from the history became the newest: the editor shows it. */
    restored(saved: { version: number; status: string; hasPending: boolean }, fields: PublishValues) {
      confirmed.current = fields;
      saver.takeTheirs(saved.version, fields);
      setPiece((p) => ({
        ...p,
        version: saved.version,
        status: saved.status as Status,
        hasPending: saved.hasPending,
      }));
      load(fields);
    },
    /** Their version becomes the text in the editor (mine was copied to the clipboard). */
    takeTheirs(
      fields: PublishValues = conflict?.theirs.fields ?? values,
      version = conflict?.theirs.version,
    ) {
      if (version == null) return;
      setConflict(null);
      confirmed.current = fields;
      saver.takeTheirs(version, fields);
      setPiece((p) => ({ ...p, version }));
      if (key.current) void backstop.delete(key.current);
      load(fields);
    },
  };
}

export type EditorSession = ReturnType<typeof useEditorSession>;
