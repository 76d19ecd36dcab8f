import { useRef } from "react";
import { useRevalidator } from "react-router";
import { editionLabel } from "#shared/print.ts";
import { postEditor } from "~/components/portal/editor/client.ts";
import { diffWords } from "~/components/portal/editor/diff.ts";
import { FieldComparison } from "~/components/portal/history/field-comparison.tsx";
import { HistoryDialog, type Revision } from "~/components/portal/history/history-dialog.tsx";
import { showToast } from "~/components/toaster.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";

/** What a revision of an edition held, as POST /admin/print-editions/history answers it. */
type EditionFields = {
  volume: number;
  number: number;
  date: string;
  title: string;
  pdf: string;
  cover: string | null;
  pieces: { page: number; title: string }[];
};

const ENDPOINT = "/admin/print-editions/history";

const rowsOf = (v: EditionFields): [string, string][] => [
  ["Volume", String(v.volume)],
  ["Number", String(v.number)],
  ["Date", v.date],
  ["Title", v.title],
  ["PDF", v.pdf],
  ["Cover", v.cover ?? ""],
  ["Pieces", v.pieces.map((p) => `Page ${p.page}: ${p.title}`).join("\n")],
];

/** Two revisions of an edition, field by field, as a piece's are compared. */
function EditionComparison({
  older,
  newer,
  a,
  b,
}: {
  older: string;
  newer: string;
  a: EditionFields;
  b: EditionFields;
}) {
  const after = new Map(rowsOf(b));
  const fields = rowsOf(a).map(([label, value]) => ({
    label,
    parts: diffWords(value, after.get(label) ?? ""),
  }));
  return <FieldComparison older={older} newer={newer} fields={fields} />;
}

/**
 * An edition's History (decision 0079), the pieces' History panel (../history/history-dialog.tsx) over
 * the edition's revisions: who saved what and when, two compared, and Restore, which makes a revision's
 * metadata and table of contents the edition's again (a new revision; its state stays).
 */
export function EditionHistory({
  id,
  open,
  onClose,
  onRestored,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  onRestored: () => void;
}) {
  const timeZone = useTimeZone();
  const revalidator = useRevalidator();
  // What each revision held, as the list brought it: compared without asking again.
  const held = useRef(new Map<string, EditionFields>());
  return (
    <HistoryDialog<EditionFields>
      open={open}
      timeZone={timeZone}
      sourceKey={id}
      onClose={onClose}
      compare={(older, newer, a, b) => <EditionComparison older={older} newer={newer} a={a} b={b} />}
      source={{
        async list() {
          const { body } = await postEditor({ intent: "revisions", id }, undefined, ENDPOINT);
          if (!Array.isArray(body?.revisions))
            return {
              error: typeof body?.error === "string" ? body.error : "The history could not be loaded.",
            };
          const revisions = body.revisions as (Revision & { fields: EditionFields })[];
          for (const r of revisions) held.current.set(r.id, r.fields);
          return { revisions: revisions.map((r) => ({ ...r, auto: false })) };
        },
        values: async (revisionId) => held.current.get(revisionId) ?? null,
        async restore(revision, values) {
          const { body } = await postEditor(
            { intent: "restore", id, revisionId: revision.id },
            undefined,
            ENDPOINT,
          );
          if (!body?.ok)
            return typeof body?.error === "string" ? body.error : "The version could not be restored.";
          const label = values
            ? `${editionLabel(values.volume, values.number)}, “${values.title}”`
            : "The edition";
          showToast({
            title: "Edition restored",
            description: `${label} is as version ${revision.version} had it.`,
          });
          void revalidator.revalidate();
          onRestored();
          return null;
        },
      }}
    />
  );
}
