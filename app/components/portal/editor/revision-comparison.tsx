import { useId } from "react";
import { differs, diffWords, htmlText } from "~/components/portal/editor/diff.ts";
import { Changed, FieldComparison, InlineDiff } from "~/components/portal/history/field-comparison.tsx";
import { fieldRows } from "./fields-view.tsx";
import type { PublishKind } from "./publish-texts.ts";
import type { PublishValues } from "./publish-values.ts";

/** Two versions of a piece, every field and the text compared word by word in one column: what the
 * newer took out of the older, and what it put in. */
export function RevisionComparison({
  kind,
  older,
  newer,
  a,
  b,
  names = {},
}: {
  kind: PublishKind;
  /** The versions' names ('Version 3', 'Now in the editor'). */
  older: string;
  newer: string;
  a: PublishValues;
  b: PublishValues;
  /** The names of the shows and audio files the versions name, by id. */
  names?: Record<string, string>;
}) {
  const after = new Map(fieldRows(kind, b, names));
  const fields = fieldRows(kind, a, names).map(([label, value]) => ({
    label,
    parts: diffWords(value, after.get(label) ?? ""),
  }));
  const text = diffWords(htmlText(a.content), htmlText(b.content));
  const contentId = useId();
  return (
    <FieldComparison older={older} newer={newer} fields={fields} changedBeside={differs(text) ? 1 : 0}>
      <h4 id={contentId} className="mt-5 font-semibold">
        Content
        {differs(text) && <Changed />}
      </h4>
      <div
        role="region"
        aria-labelledby={contentId}
        tabIndex={0}
        className="mt-2 max-h-[32rem] overflow-y-auto border border-rule bg-white p-3 text-sm leading-relaxed whitespace-pre-wrap"
      >
        {text.length ? <InlineDiff parts={text} /> : <span className="text-muted">—</span>}
      </div>
    </FieldComparison>
  );
}
