import { useEffect, useId, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import { formatWhen } from "~/lib/when.ts";
import { ConfirmDialog } from "~/components/portal/confirm-dialog.tsx";

const CURRENT = "current";

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
export type HistoryEvent = { id: string; at: string; userName: string; reason: string };

/** Where a History reads its revisions and restores one: the editor's endpoint for a piece, the print
 * editions' for an edition (decision 0079). */
export type HistorySource<V> = {
  /** The revisions, newest first, and the events beside them; or why they could not be read. */
  list(): Promise<{ revisions: Revision[]; events?: HistoryEvent[] } | { error: string }>;
  /** One revision's values, to compare (asked once a revision). */
  values(revisionId: string): Promise<V | null>;
  /** Makes the revision the newest; answers why not, or null when it is done. */
  restore(revision: Revision, values: V | null): Promise<string | null>;
};

/** The revisions and the events in one list, newest first. */
const withEvents = (revisions: Revision[], events: HistoryEvent[]) =>
  [...revisions, ...events].sort(
    (a, b) => Date.parse("at" in b ? b.at : b.createdAt) - Date.parse("at" in a ? a.at : a.createdAt),
  );

/**
 * The History panel (issue 25), of a piece or a print edition: every kept revision (who, when, why); two
 * chosen are compared (`compare`); Restore makes the chosen one the newest version (a new revision:
 * nothing newer is destroyed). `current`: what the page holds now (the editor's text), to compare too.
 */
export function HistoryDialog<V>({
  open,
  timeZone,
  source,
  sourceKey,
  current,
  compare,
  onClose,
}: {
  open: boolean;
  timeZone: string;
  source: HistorySource<V>;
  /** Names the source: a new key reads the history again. */
  sourceKey: string;
  current?: { label: string; name: string; values: V };
  compare: (older: string, newer: string, a: V, b: V) => ReactNode;
  onClose: () => void;
}) {
  const headingId = useId();
  const [revisions, setRevisions] = useState<Revision[] | null>(null);
  const [events, setEvents] = useState<HistoryEvent[]>([]);
  const [error, setError] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [fields, setFields] = useState<Record<string, V>>({});
  const [restoring, setRestoring] = useState<Revision | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setRevisions(null);
    setChosen([]);
    setError("");
    void source.list().then((listed) => {
      if ("error" in listed) setError(listed.error);
      else {
        setEvents(listed.events ?? []);
        setRevisions(listed.revisions);
      }
    });
    // The source is read again when it names another piece, not when its functions are new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, sourceKey]);

  async function valuesOf(revisionId: string): Promise<V | null> {
    if (revisionId === CURRENT) return current?.values ?? null;
    if (fields[revisionId]) return fields[revisionId];
    const values = await source.values(revisionId);
    if (values) setFields((f) => ({ ...f, [revisionId]: values }));
    return values;
  }

  function toggle(revisionId: string, on: boolean) {
    const next = on
      ? [...chosen.filter((c) => c !== revisionId), revisionId].slice(-2)
      : chosen.filter((c) => c !== revisionId);
    setChosen(next);
    for (const c of next) void valuesOf(c);
  }

  async function restore(revision: Revision) {
    setBusy(true);
    const refused = await source.restore(revision, await valuesOf(revision.id));
    setBusy(false);
    setRestoring(null);
    if (refused) setError(refused);
    else onClose();
  }

  const nameOf = (r: Revision) => (r.id === CURRENT ? current!.name : `Version ${r.version}`);
  const now: Revision = { id: CURRENT, version: 0, reason: "", userName: "", createdAt: "", auto: false };
  // What the page holds is the newest; revisions by version.
  const pair = (revisions ? [...(current ? [now] : []), ...revisions] : [])
    .filter((r) => chosen.includes(r.id))
    .sort((a, b) => (a.id === CURRENT ? 1 : b.id === CURRENT ? -1 : a.version - b.version));
  const [older, newer] = pair.length === 2 ? pair : [];
  const valuesFor = (r: Revision | undefined) => (r?.id === CURRENT ? current?.values : r && fields[r.id]);
  const a = valuesFor(older);
  const b = valuesFor(newer);

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
                {current && (
                  <li className="px-3 py-2">
                    <Checkbox
                      label={current.label}
                      checked={chosen.includes(CURRENT)}
                      onChange={(e) => toggle(CURRENT, e.target.checked)}
                    />
                  </li>
                )}
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
              compare(nameOf(older), nameOf(newer), a, b)
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
