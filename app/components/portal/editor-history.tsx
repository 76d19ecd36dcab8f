import { useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import { postEditor } from "~/lib/editing/client.ts";
import { diffWords, htmlText, type DiffPart } from "~/lib/editing/diff.ts";
import { formatWhen } from "~/lib/editing/when.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { fieldRows } from "./editor-fields-view.tsx";
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

/** The History panel (issue 25): every kept revision (who, when, why); two chosen are compared side by
 * side, changed fields marked and the text word by word; Restore makes the chosen one the newest
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
  const [error, setError] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [fields, setFields] = useState<Record<string, PublishValues>>({});
  const [restoring, setRestoring] = useState<Revision | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setRevisions(null);
    setChosen([]);
    void postEditor({ kind, intent: "revisions", id }).then(({ body }) => {
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
                {revisions.map((r) => (
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
                ))}
              </ul>
            </>
          )}
          {older &&
            newer &&
            (a && b ? (
              <Comparison kind={kind} older={older} newer={newer} a={a} b={b} />
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

function Comparison({
  kind,
  older,
  newer,
  a,
  b,
}: {
  kind: PublishKind;
  older: Revision;
  newer: Revision;
  a: PublishValues;
  b: PublishValues;
}) {
  const before = fieldRows(kind, a);
  const after = fieldRows(kind, b);
  const parts = diffWords(htmlText(a.content), htmlText(b.content));
  return (
    <section aria-label={`${nameOf(older)} compared with ${nameOf(newer).toLowerCase()}`} className="mt-6">
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="mb-2 text-left font-semibold">
          {nameOf(older)} (left) and {nameOf(newer).toLowerCase()} (right)
        </caption>
        <thead>
          <tr className="border-b border-rule text-left">
            <th scope="col" className="w-32 py-1">
              Field
            </th>
            <th scope="col" className="py-1">
              {nameOf(older)}
            </th>
            <th scope="col" className="py-1">
              {nameOf(newer)}
            </th>
          </tr>
        </thead>
        <tbody>
          {before.map(([label, value], i) => {
            const changed = value !== after[i]?.[1];
            return (
              <tr key={label} className={`border-b border-rule align-top ${changed ? "bg-paper" : ""}`}>
                <th scope="row" className="py-1 pr-2 text-left font-semibold">
                  {label}
                  {changed && <span className="ml-1 text-xs font-bold text-accent uppercase">Changed</span>}
                </th>
                <td className="py-1 pr-2 break-words">{value}</td>
                <td className="py-1 break-words">{after[i]?.[1]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h3 className="mt-5 font-semibold">
        Content
        {parts.some((p) => p.type !== "same") && (
          <span className="ml-1 text-xs font-bold text-accent uppercase">Changed</span>
        )}
      </h3>
      <div className="mt-2 grid gap-3 md:grid-cols-2">
        <DiffSide parts={parts} keep="removed" label={nameOf(older)} />
        <DiffSide parts={parts} keep="added" label={nameOf(newer)} />
      </div>
    </section>
  );
}

/** One side of the text: what both share, and what only this side has (struck out or underlined). */
function DiffSide({ parts, keep, label }: { parts: DiffPart[]; keep: "added" | "removed"; label: string }) {
  return (
    <div
      aria-label={label}
      role="group"
      className="max-h-96 overflow-y-auto border border-rule bg-white p-3 text-sm whitespace-pre-wrap"
    >
      <p className="mb-2 text-xs font-bold text-muted uppercase">{label}</p>
      {parts.map((part, i) =>
        part.type === "same" ? (
          <span key={i}>{part.text}</span>
        ) : part.type !== keep ? null : keep === "removed" ? (
          <del key={i} className="bg-accent/10 text-accent-dark">
            {part.text}
          </del>
        ) : (
          <ins key={i} className="bg-green-100 text-green-900">
            {part.text}
          </ins>
        ),
      )}
    </div>
  );
}
