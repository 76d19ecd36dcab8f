import { useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import { postEditor } from "~/components/portal/editor/client.ts";
import { formatWhen } from "~/lib/when.ts";
import { ConfirmDialog } from "~/components/portal/confirm-dialog.tsx";
import { RevisionComparison } from "./revision-comparison.tsx";
import type { PublishKind } from "./publish-texts.ts";
import { withDraft, type PublishValues } from "./publish-values.ts";

const CURRENT = "current";
const nameOf = (r: Revision) => (r.id === CURRENT ? "Now in the editor" : `Version ${r.version}`);

export type Revision = {
  id: string;
  version: number;
  reason: string;
  userName: string;
  createdAt: string;
  auto: boolean;
  /** No field differs from the revision before it (an event: a correction, a takedown). */
  unchanged?: boolean;
};

/** Something done beside the text, at its own time: a note, a reply, a resolution (issue 38). */
type HistoryEvent = { id: string; at: string; userName: string; reason: string };

/** The revisions and the events in one list, newest first. */
const withEvents = (revisions: Revision[], events: HistoryEvent[]) =>
  [...revisions, ...events].sort(
    (a, b) => Date.parse("at" in b ? b.at : b.createdAt) - Date.parse("at" in a ? a.at : a.createdAt),
  );

/** The History panel (issue 25): every kept revision (who, when, why); two chosen are compared, every
 * field and the text word by word in place (./revision-comparison.tsx); Restore makes the chosen one the newest
 * version (a new revision: nothing newer is destroyed). */
export function EditorHistory({
  kind,
  id,
  open,
  timeZone,
  baseVersion,
  current,
  onClose,
  onRestored,
}: {
  kind: PublishKind;
  id: string;
  open: boolean;
  timeZone: string;
  baseVersion: () => number | null;
  /** The text in the editor now, to compare a revision with. */
  current: PublishValues;
  onClose: () => void;
  onRestored: (
    saved: { version: number; status: string; hasPending: boolean },
    fields: PublishValues,
  ) => void;
}) {
  const headingId = useId();
  const [revisions, setRevisions] = useState<Revision[] | null>(null);
  const [events, setEvents] = useState<HistoryEvent[]>([]);
  const [error, setError] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [fields, setFields] = useState<Record<string, PublishValues>>({});
  // The names of the shows and audio files the versions name (an episode's, decision 0074), by id.
  const [names, setNames] = useState<Record<string, string>>({});
  const [restoring, setRestoring] = useState<Revision | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setRevisions(null);
    setChosen([]);
    void postEditor({ kind, intent: "revisions", id }).then(({ body }) => {
      if (Array.isArray(body?.events)) setEvents(body.events as HistoryEvent[]);
      if (Array.isArray(body?.revisions)) setRevisions(body.revisions as Revision[]);
      else setError(typeof body?.error === "string" ? body.error : "The history could not be loaded.");
    });
  }, [open, kind, id]);

  async function fieldsOf(revisionId: string): Promise<PublishValues | null> {
    if (revisionId === CURRENT) return current;
    if (fields[revisionId]) return fields[revisionId];
    const { body } = await postEditor({ kind, intent: "revision", id, revisionId });
    if (!body?.fields) return null;
    const values = withDraft(kind, body.fields as Record<string, unknown>);
    setFields((f) => ({ ...f, [revisionId]: values }));
    if (body.names && typeof body.names === "object")
      setNames((n) => ({ ...n, ...(body.names as Record<string, string>) }));
    return values;
  }

  function toggle(revisionId: string, on: boolean) {
    const next = on
      ? [...chosen.filter((c) => c !== revisionId), revisionId].slice(-2)
      : chosen.filter((c) => c !== revisionId);
    setChosen(next);
    for (const c of next) void fieldsOf(c);
  }

  async function restore(revision: Revision) {
    setBusy(true);
    const values = await fieldsOf(revision.id);
    const { body } = await postEditor({
      kind,
      intent: "restore",
      id,
      revisionId: revision.id,
      baseVersion: String(baseVersion() ?? ""),
    });
    setBusy(false);
    setRestoring(null);
    if (body?.ok && typeof body.version === "number" && values) {
      onRestored(body as { version: number; status: string; hasPending: boolean }, values);
      onClose();
    } else setError(typeof body?.error === "string" ? body.error : "The version could not be restored.");
  }

  const now: Revision = {
    id: CURRENT,
    version: baseVersion() ?? 0,
    reason: "",
    userName: "",
    createdAt: "",
    auto: false,
  };
  // The text in the editor is the newest; revisions by version.
  const pair = (revisions ? [now, ...revisions] : [])
    .filter((r) => chosen.includes(r.id))
    .sort((a, b) => (a.id === CURRENT ? 1 : b.id === CURRENT ? -1 : a.version - b.version));
  const [older, newer] = pair.length === 2 ? pair : [];
  const valuesOf = (r: Revision | undefined) => (r?.id === CURRENT ? current : r && fields[r.id]);
  const a = valuesOf(older);
  const b = valuesOf(newer);

  return (
    <Dialog open={open} onClose={onClose} labelledBy={headingId} size="full" lockScroll>
      <div className="flex h-full flex-col">
        <header className="flex items-center justify-between gap-4 border-b border-rule bg-white px-5 py-3">
          <h2 id={headingId} className="font-serif text-2xl font-bold">
            History
          </h2>
          <Button look="secondary" onClick={onClose}>
            Close
          </Button>
        </header>
        <div className="flex-1 overflow-y-auto px-5 py-5">
          {error && (
            <p role="alert" className="mb-3 text-sm font-semibold text-accent">
              {error}
            </p>
          )}
          {!revisions && !error && <p role="status">Loading the history...</p>}
          {revisions && revisions.length === 0 && <p>No earlier versions yet.</p>}
          {revisions && revisions.length > 0 && (
            <>
              <p className="text-sm text-muted">Choose two versions to compare them.</p>
              <ul className="mt-3 divide-y divide-rule border border-rule bg-white">
                <li className="px-3 py-2">
                  <Checkbox
                    label="The text in the editor now"
                    checked={chosen.includes(CURRENT)}
                    onChange={(e) => toggle(CURRENT, e.target.checked)}
                  />
                </li>
                {withEvents(revisions, events).map((r) =>
                  "at" in r ? (
                    <li key={r.id} className="px-3 py-2 text-sm text-muted">
                      {formatWhen(r.at, timeZone)} · {r.reason}
                    </li>
                  ) : (
                    <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
                      <Checkbox
                        label={`Version ${r.version} · ${r.userName} · ${formatWhen(r.createdAt, timeZone)} · ${r.reason}${r.auto ? " (autosave)" : ""}${r.unchanged ? " (no change to the text or fields)" : ""}`}
                        checked={chosen.includes(r.id)}
                        onChange={(e) => toggle(r.id, e.target.checked)}
                      />
                      <Button look="secondary" onClick={() => setRestoring(r)}>
                        Restore<span className="sr-only"> version {r.version}</span>
                      </Button>
                    </li>
                  ),
                )}
              </ul>
            </>
          )}
          {older &&
            newer &&
            (a && b ? (
              <RevisionComparison
                kind={kind}
                older={nameOf(older)}
                newer={nameOf(newer)}
                a={a}
                b={b}
                names={names}
              />
            ) : (
              <p role="status" className="mt-4">
                Loading the versions...
              </p>
            ))}
        </div>
      </div>
      <ConfirmDialog
        open={restoring !== null}
        message={`Restore version ${restoring?.version ?? ""}? It becomes the newest version; the current one stays in the history.`}
        confirmLabel="Restore"
        busy={busy}
        busyLabel="Restoring..."
        onConfirm={() => restoring && void restore(restoring)}
        onClose={() => setRestoring(null)}
      />
    </Dialog>
  );
}
